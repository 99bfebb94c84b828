/**
 * Example values for the widget playground: one sample `obj.detail.event` per listener, the
 * channel and currency a playground widget sees, and the values session keys start from.
 * Names, ids and amounts are made up for this site. Listeners without an entry here still get a
 * payload: `-latest` listeners one built from the alert event fields, the others an empty event.
 */
import type {z} from 'zod';
import type {samplePayloadSchema} from './schema';

export const sampleChannel = {username: 'lanternfish_live', apiToken: 'playground-token-not-real'} as const;

export const sampleCurrency = {code: 'EUR', name: 'Euro', symbol: '€'} as const;

const chat = {
  text: 'that jump was clean Kappa',
  nick: 'mossy_owl',
  displayName: 'Mossy_Owl',
  userId: '7310442',
  msgId: 'b5d1c0de-4a7e-4e4b-9c2f-0a1b2c3d4e5f',
  channel: 'lanternfish_live',
  time: 1767225600000,
  isAction: false,
  displayColor: '#2E8B57',
  badges: [{type: 'subscriber', version: '6', url: 'data:,', description: '6-Month Subscriber'}],
  emotes: [{type: 'twitch', name: 'Kappa', id: '25', gif: false, urls: {'1': 'data:,', '2': 'data:,', '4': 'data:,'}, start: 20, end: 24}],
  tags: {badges: 'subscriber/6', color: '#2E8B57', 'display-name': 'Mossy_Owl', mod: '0', subscriber: '1', 'user-id': '7310442'},
};

/** One example event per listener, keyed by listener name; variants are other forms of one listener. */
export type SamplePayload = z.input<typeof samplePayloadSchema>;

export const samplePayloads: readonly SamplePayload[] = [
  {listener: 'follower-latest', event: {name: 'quietkestrel'}},
  {listener: 'subscriber-latest', event: {name: 'paper_lantern', amount: 7, tier: '1000', message: 'seven months already'}},
  {listener: 'subscriber-latest', variant: 'gift', event: {name: 'tidepool_tom', amount: 1, tier: '1000', message: '', gifted: true, sender: 'orchard_ava'}},
  {listener: 'subscriber-latest', variant: 'community gift', event: {name: 'orchard_ava', amount: 5, tier: '1000', message: '', bulkGifted: true, sender: 'orchard_ava'}},
  {listener: 'subscriber-latest', variant: 'one sub of a community gift', event: {name: 'juniper_nine', amount: 1, tier: '1000', message: '', gifted: true, isCommunityGift: true, sender: 'orchard_ava'}},
  {listener: 'host-latest', event: {name: 'harbor_lights', amount: 42}},
  {listener: 'cheer-latest', event: {name: 'pixel_fern', amount: 250, message: 'Cheer250 for the comeback'}},
  {listener: 'tip-latest', event: {name: 'copper_heron', amount: 12.5, message: 'coffee is on me'}},
  {listener: 'raid-latest', event: {name: 'northwind_crew', amount: 118}},
  {listener: 'merch-latest', event: {name: 'saltmarsh_sam', amount: 2, items: [{name: 'Lantern hoodie', quantity: 1, _id: 'm-101'}, {name: 'Sticker pack', quantity: 1, _id: 'm-102'}]}},
  {listener: 'kicks-latest', event: {name: 'bramble_kit', amount: 100, message: 'kicks for the clutch'}},
  {listener: 'message', event: {data: chat}},
  {listener: 'delete-message', event: {msgId: chat.msgId}},
  {listener: 'delete-messages', event: {userId: chat.userId}},
  {listener: 'event:skip', event: {}},
  {listener: 'alertService:toggleSound', event: {muted: true}},
  {listener: 'bot:counter', event: {counter: 'deaths', value: 4}},
  {listener: 'kvstore:update', event: {data: {key: 'customWidget.scoreboard', value: {red: 3, blue: 5}}}},
  {listener: 'widget-button', event: {field: 'testButton', value: 'pressed'}},
];

/** Start values for session keys: names cycle through this list, numbers start small. */
export const sampleNames: readonly string[] = ['ember_ash', 'willow_byte', 'cobalt_finch', 'misty_vale', 'rook_and_reed'];
