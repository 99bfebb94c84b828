/**
 * Sample values for everything the real bot would ask a live service or its database for. The
 * preview never touches the network: these stand in, labelled as samples, and the visitor can
 * edit the ones listed in `editableSamples`. Chatter and channel facts start from the example
 * values in src/data/variables (each field's `sample`).
 */
import {variables} from '@site/src/data/variables';

export interface SampleValues {
  /** `yes` while the stream is live. */
  live: string;
  'channel.game': string;
  'channel.title': string;
  'channel.uptime': string;
  'channel.viewers': string;
  'other.game': string;
  'other.title': string;
  'other.uptime': string;
  'other.viewers': string;
  'other.followers': string;
  'other.chatters': string;
  'other.provider_id': string;
  'customapi.status': string;
  'customapi.body': string;
  'ai.answer': string;
  weather: string;
  /** The country the weather service names after a place typed without one. */
  'weather.country': string;
  stockprice: string;
  /** `<tier> <division> (<LP> LP)`, with nothing in front (updates-2026b). */
  rank: string;
  pubg: string;
  /** The store's answer; `<viewer>` in it becomes the sender's name. */
  redeem: string;
  pointsname: string;
  quote: string;
  chatters: string;
  emotes: string;
  '7tvemotes': string;
  bttvemotes: string;
  ffzemotes: string;
  twitchemotes: string;
  /** Every dotted field of ${sender}, ${user} and ${channel}, keyed by its name. */
  fields: Record<string, string>;
}

export type EditableSample = Exclude<keyof SampleValues, 'fields'>;

/** The fields of ${channel} that have an "another channel" sample (`other.<field>`). */
export const otherChannelSamples = ['game', 'title', 'uptime', 'viewers', 'followers', 'chatters', 'provider_id'] as const;

/** Where the sender's name goes in the `redeem` sample. */
export const redeemViewer = '<viewer>';

function fieldSamples(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const doc of variables) for (const field of doc.fields) if (field.sample !== undefined) out[field.name.toLowerCase()] = field.sample;
  return out;
}

export function defaultSamples(): SampleValues {
  const fields = fieldSamples();
  return {
    live: 'yes',
    'channel.game': fields['channel.game'] ?? 'Stardew Valley',
    'channel.title': fields['channel.title'] ?? 'Cozy farming',
    'channel.uptime': fields['channel.uptime'] ?? '1 hour 40 mins',
    'channel.viewers': fields['channel.viewers'] ?? '214',
    'other.game': 'Celeste',
    'other.title': 'Strawberry hunting, any%',
    'other.uptime': '3 hours 5 mins',
    'other.viewers': '57',
    'other.followers': '4208',
    'other.chatters': '23',
    'other.provider_id': '70915532',
    'customapi.status': '200',
    'customapi.body': 'Community game night, Friday 20:00 CET',
    'ai.answer': 'Rain taps the window, tea steams by the screen, the cosiest stream you have ever seen.',
    weather:
      '🌞 17.5 °C (63.5 °F). Feels like 16.9 °C (62.4 °F). Partly cloudy. Wind is blowing from the West at 12.6 km/h (7.8 mp/h). 71% humidity. Visibility: 10 km (6 miles). Air pressure: 1014 hPa.',
    'weather.country': 'Iceland',
    stockprice: '187.34',
    rank: 'Gold III (61 LP)',
    pubg: '57',
    // The ${redeem} page's wording of the two (updates-2026c unsure.redeem_success_reply).
    redeem: `@${redeemViewer}, you successfully redeemed Hydrate for 300 points.`,
    pointsname: 'acorns',
    quote: '#14 Trust the crops, they know what they are doing.',
    chatters: 'lanternfish mossyfrog quietkoala sunnyotter',
    emotes: 'pandaHype pandaWave frogNod tinyDance',
    '7tvemotes': 'frogNod bonkCat HyperChair snackTime',
    bttvemotes: 'tinyDance mossWave ohNoBread',
    ffzemotes: 'sleepyOwl GigaToast wobbleHat',
    twitchemotes: 'pandaHype pandaWave pandaGG pandaCry',
    fields,
  };
}

/** The samples the preview's "Sample values" panel offers for editing, with their labels. */
export const editableSamples: readonly {key: EditableSample; label: string}[] = [
  {key: 'live', label: 'Stream is live (yes or no)'},
  {key: 'channel.game', label: 'Your game (empty: no game set)'},
  {key: 'channel.title', label: 'Your title'},
  {key: 'channel.uptime', label: 'Your uptime'},
  {key: 'channel.viewers', label: 'Your viewers'},
  {key: 'other.game', label: 'Another channel’s game'},
  {key: 'other.uptime', label: 'Another channel’s uptime'},
  {key: 'customapi.status', label: 'customapi: HTTP status, or “no answer”'},
  {key: 'customapi.body', label: 'customapi: answer body'},
  {key: 'ai.answer', label: 'ai: the model’s answer'},
  {key: 'weather', label: 'weather: report after the place'},
  {key: 'weather.country', label: 'weather: country named after a place typed without one'},
  {key: 'stockprice', label: 'stockprice: price'},
  {key: 'rank', label: 'leagueoflegends / teamfighttactics: rank'},
  {key: 'pubg', label: 'pubg: statistic'},
  {key: 'redeem', label: `redeem: the store’s answer, ${redeemViewer} being who ran the command (its wording is not confirmed)`},
  {key: 'quote', label: 'quote: a saved quote, as #number text'},
  {key: 'chatters', label: 'Chatters (for random.chatter)'},
  {key: 'emotes', label: 'Channel emotes (for random.emote and 1 emote)'},
];

export function isLive(samples: SampleValues): boolean {
  return /^(yes|y|true|1|live)$/i.test(samples.live.trim());
}
