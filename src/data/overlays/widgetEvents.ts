/**
 * The browser events a custom widget listens for, and what each carries. Rendered as tables on
 * /overlays/custom-widget-events; a unit test checks every name against the facts.
 */
import type {z} from 'zod';
import type {detailFieldSchema, listenerSchema, windowEventSchema} from './schema';

export type DetailField = z.input<typeof detailFieldSchema>;

export type WindowEvent = z.input<typeof windowEventSchema>;

export const windowEvents: readonly WindowEvent[] = [
  {
    name: 'onWidgetLoad',
    when: 'Once, when the widget loads or is refreshed.',
    detail: [
      {path: 'obj.detail.fieldData', meaning: 'Current value of every field, by field name.'},
      {path: 'obj.detail.channel.username', meaning: 'Name of the channel.'},
      {path: 'obj.detail.channel.apiToken', meaning: 'The overlay’s API token.'},
      {path: 'obj.detail.session.data', meaning: 'Session data: latest events, leaderboards, totals and goals (keys listed below).'},
      {path: 'obj.detail.recents', meaning: 'Recent events of every kind in one list, mixed and in the order they happened; each entry looks like an entry of a `-recent` list.'},
      {path: 'obj.detail.currency.code', meaning: 'Currency code of the channel, e.g. `EUR`.'},
      {path: 'obj.detail.currency.name', meaning: 'Name of that currency, e.g. `Euro`.'},
      {path: 'obj.detail.currency.symbol', meaning: 'Its symbol, e.g. `€`.'},
    ],
  },
  {
    name: 'onEventReceived',
    when: 'For every live event: alerts, chat messages, deletions, counter and store updates, button clicks.',
    detail: [
      {path: 'obj.detail.listener', meaning: 'Which kind of event it is; see the listener table.'},
      {path: 'obj.detail.event', meaning: 'The event itself. Its fields depend on the listener.'},
    ],
  },
  {
    name: 'onSessionUpdate',
    when: 'Whenever session data changes: a new latest subscriber, a goal or a total moving. Chat messages do not trigger it.',
    detail: [{path: 'obj.detail.session', meaning: 'The whole session data, with the same keys as in `onWidgetLoad`.'}],
  },
];

export type Listener = z.input<typeof listenerSchema>;

const latest = 'See “Alert events” below.';

export const listeners: readonly Listener[] = [
  {name: 'follower-latest', when: 'New follower.', fields: latest},
  {name: 'subscriber-latest', when: 'New subscription, including gifted ones.', fields: latest},
  {name: 'host-latest', when: 'New host.', fields: latest},
  {name: 'cheer-latest', when: 'New cheer.', fields: latest},
  {name: 'tip-latest', when: 'New tip.', fields: latest},
  {name: 'raid-latest', when: 'New raid.', fields: latest},
  {name: 'kicks-latest', when: 'New KICKs, Kick’s own way for viewers to tip.', fields: latest},
  {
    name: 'merch-latest',
    when: 'New order from the channel’s merch store.',
    fields: 'As in “Alert events” below, plus `event.items`: the products, each with `name`, `quantity` and `_id`.',
    unconfirmed:
      'the provider’s listener list leaves it out, while its session data has a key of the same name with these fields and its alert box shows merch orders.',
  },
  {name: 'message', when: 'New chat message.', fields: 'The message is in `event.data`; see “Chat messages” below.'},
  {name: 'delete-message', when: 'A moderator removed one chat message.', fields: '`event.msgId`: the removed message.'},
  {name: 'delete-messages', when: 'A moderator removed all messages of one chatter.', fields: '`event.userId`: the chatter whose messages were removed.'},
  {name: 'event:skip', when: 'The alert on screen was skipped.', fields: '—'},
  {name: 'alertService:toggleSound', when: 'Alert sound was muted or unmuted.', fields: '—'},
  {name: 'bot:counter', when: 'A chatbot counter changed.', fields: '`event.counter` (counter name) and `event.value` (new value).'},
  {name: 'kvstore:update', when: 'A value stored with `SE_API.store.set` changed.', fields: '`event.data.key` and `event.data.value`.'},
  {name: 'widget-button', when: 'Someone clicked a `button` field in the widget’s settings.', fields: '`event.field` (field name) and `event.value` (its value).'},
];

/** Fields of `obj.detail.event` for the `-latest` listeners. */
export const alertEventFields: readonly DetailField[] = [
  {path: 'name', meaning: 'Who triggered the event; for a gifted sub, who received it.'},
  {path: 'amount', meaning: 'The number that goes with it: months, bits, viewers or the tip amount.'},
  {path: 'message', meaning: 'Message the viewer attached.'},
  {path: 'gifted', meaning: 'Set when the sub was a gift to this viewer.'},
  {path: 'sender', meaning: 'Who gave the gift, for single and community gifts.'},
  {path: 'bulkGifted', meaning: 'Set on the first event of a community gift: `sender` gifted `amount` subs to the community.'},
  {path: 'isCommunityGift', meaning: 'Set on each single sub that is part of a community gift.'},
  {path: 'playedAsCommunityGift', meaning: 'Set when the event was played as part of a combined community gift alert.'},
];
