/**
 * Example values of our own. The provider's examples carry real-looking ids, names, addresses and
 * tokens; they are illustrative, and this site makes up its own: every 24-hex id becomes another
 * id derived from it, names come from a list of invented ones, tokens and e-mail addresses are
 * obviously fake, dates move into this site's years. The same input always gives the same output,
 * so the import stays byte-for-byte reproducible. Long lists are cut to a few entries.
 */
import {createHash} from 'node:crypto';

type Json = unknown;

const digest = (text: string) => createHash('sha256').update(`se-docs-example:${text}`).digest('hex');

/** A made-up 24-hex id for a provider id (same in, same out; lowercase). */
export const ownId = (id: string) => digest(id.toLowerCase()).slice(0, 24);

const NAMES = [
  'mossy_kettle', 'quietlynx', 'pixelheron', 'tangerine_tide', 'lowtidelou', 'brambleguard',
  'copperfinch', 'driftwoodjay', 'neonmarsh', 'saltyplover', 'velvetvole', 'cinderwren',
  'fjordfable', 'hazelnutmeg', 'oakenquill', 'rustyotter', 'sablemoth', 'thistledown',
];
const SONGS = [
  'Lanterns Over Water', 'Paper Comets', 'Slow Orbit', 'Harbour Lights', 'Static Bloom',
  'Glasshouse Rain', 'Northbound', 'Velvet Static', 'Marigold Hours', 'Tin Roof Waltz',
];
const pick = <T>(list: readonly T[], key: string): T => list[Number.parseInt(digest(key).slice(0, 8), 16) % list.length]!;

/** The provider's sample channel id, and this site's (the one the parameters use too). */
const CHANNEL_IDS: Record<string, string> = {'5b2e2007760aeb7729487dab': '6a1f3c9e2b7d4e0f8c5a9b31'};
/** Sample texts of the provider's examples, and ours. */
const TEXTS: Record<string, string> = {
  'test timer': 'Stretch break',
  'This is a test': 'Time to stand up and stretch!',
  'test response': 'Thanks for hanging out in chat!',
  test2: 'hydrate',
  test: 'lurk',
  'test[0-9]{3}': 'water[0-9]{2}',
  testcounter: 'deaths',
  someInsult: 'spoilers',
  testitem: 'shoutout',
  super_item: 'song_skip',
};
/** Names the provider's examples use for its own sample channel, and ours for it. */
const CHANNEL_NAMES: Record<string, string> = {leeeeex: 'lanternfish_live'};
const NAME_KEYS = new Set(['username', 'displayName', 'alias', 'nick', 'login', 'winner', 'sender']);
const TOKEN_KEYS = new Set(['accessToken', 'apiToken', 'lastJWTToken', 'token', 'jwt', 'refreshToken']);
const MAX_ITEMS = 2;
const MAX_MAP_ENTRIES = 3;
const HEX_ID = /\b[0-9a-fA-F]{24}\b/g;
const ISO_DATE = /^(\d{4})-(\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?Z)$/;

/** Provider dates are from 2018; ours are eight years later (same month, day and time). */
const laterDate = (text: string) => text.replace(ISO_DATE, (_m, year: string, rest: string) => `${Number(year) + 8}-${rest}`);

function ownName(value: string): string {
  const lower = value.toLowerCase();
  if (CHANNEL_NAMES[lower]) return CHANNEL_NAMES[lower];
  if (value === '' || NAMES.includes(value)) return value;
  return pick(NAMES, value);
}

export type OwnExample = (value: Json, isMap?: (path: string[]) => boolean) => Json;

/** A rewriter with its own memory of video ids (one per import, so every run is the same). */
export function exampleRewriter(): OwnExample {
  const videoIds = new Map<string, string>();
  const ownVideoId = (id: string): string => {
    if (!videoIds.has(id)) {
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const hex = digest(`video:${id}`);
      videoIds.set(id, Array.from({length: 11}, (_, i) => alphabet[Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16) % 64]).join(''));
    }
    return videoIds.get(id)!;
  };
  const own = (value: Json, isMap: (path: string[]) => boolean, path: string[], key: string, parent: Record<string, Json>): Json => {
    if (typeof value === 'string') {
      const text = ownString(key, value, parent, ownVideoId);
      // Video ids also appear inside addresses (thumbnails, links).
      return [...videoIds].reduce((result, [theirs, ours]) => result.split(theirs).join(ours), text);
    }
    if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => own(item, isMap, [...path, '[]'], key, parent));
    if (value !== null && typeof value === 'object') {
      const record = value as Record<string, Json>;
      // Video ids first, so that titles and thumbnails beside them use the mapping.
      for (const [k, v] of Object.entries(record)) if (k === 'videoId' && typeof v === 'string') ownVideoId(v);
      const map = isMap(path);
      const entries = map ? Object.entries(record).slice(0, MAX_MAP_ENTRIES) : Object.entries(record);
      return Object.fromEntries(entries.map(([k, v]) => [map ? ownString('key', k, record, ownVideoId) : k, own(v, isMap, [...path, map ? '*' : k], k, record)]));
    }
    return value;
  };
  return (value, isMap = () => false) => own(value, isMap, [], '', {});
}

function ownString(key: string, value: string, parent: Record<string, Json>, ownVideoId: (id: string) => string): string {
  if (value === '') return value;
  if (TOKEN_KEYS.has(key)) return 'example-token-not-real';
  if (key === 'email' || /@[\w.-]+\.\w+$/.test(value)) return `${ownName(String(parent.username ?? value.split('@')[0]))}@example.com`;
  if (NAME_KEYS.has(key)) return ownName(value);
  if (key === 'providerId' && /^\d+$/.test(value)) return String(Number.parseInt(digest(value).slice(0, 7), 16));
  if (key === 'videoId') return ownVideoId(value);
  if (key === 'title' && 'videoId' in parent) return pick(SONGS, value);
  if (key === 'channel' && 'videoId' in parent) return 'Harbour Sessions';
  if (TEXTS[value] !== undefined) return TEXTS[value];
  let text = laterDate(value).replace(HEX_ID, (id) => CHANNEL_IDS[id.toLowerCase()] ?? ownId(id));
  for (const [theirs, ours] of Object.entries(CHANNEL_NAMES)) text = text.split(theirs).join(ours);
  return text;
}

