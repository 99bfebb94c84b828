/**
 * Session data as a widget sees it, and how one alert changes it. The keys come from
 * src/data/overlays/sessionKeys; the rules follow the docs: the kind's `-latest` key takes the
 * event, its `-recent` list and `recents` gain an entry (newest first, at most 25), counts grow by
 * one, sums and goals by the amount, leaderboards move when beaten.
 * Approximations (said in the playground): weekly, monthly and all-time figures all start from
 * the same sample values and grow together, and a goal's target is not modelled.
 */
import {recentLists, sessionGroups, type SessionKey} from '@site/src/data/overlays/sessionKeys';
import {sampleNames} from '@site/src/data/overlays/samplePayloads';

export const RECENT_LIMIT = 25;

/** Shown in the playground next to the session it emulates. */
export const sessionApproximation =
  'Session figures start at zero with sample names; weekly, monthly and all-time figures grow together with the session, and goal targets are not modelled. A community gift counts its subs once, with its first event: the single subs that follow it do not add to the totals again.';

export type SessionData = Record<string, unknown>;
export interface RecentEntry {
  name: string;
  amount: number;
  type: string;
  createdAt: string;
  $hashKey: string;
  tier?: string;
}
export interface Session {
  data: SessionData;
  recents: RecentEntry[];
  /** Per-viewer sums behind the `-top-donator` keys, by key. */
  givers: Record<string, Record<string, number>>;
}

const allKeys: readonly SessionKey[] = sessionGroups.flatMap((group) => group.keys);

function startValue(key: SessionKey, index: number): unknown {
  if (key.fields.length === 0) return [];
  const value: Record<string, unknown> = {};
  for (const field of key.fields) {
    if (field === 'name') value.name = sampleNames[index % sampleNames.length];
    else if (field === 'amount' || field === 'count') value[field] = 0;
    else if (field === 'items') value.items = [];
    else if (field === 'tier') value.tier = '1000';
    else if (field === 'gifted' || field === 'active' || field === 'levelChanged') value[field] = false;
    else value[field] = '';
  }
  return value;
}

/** A fresh session: every documented key, names from the sample list, numbers at zero, empty lists. */
export function initialSession(): Session {
  const data: SessionData = {};
  allKeys.forEach((key, index) => {
    data[key.key] = startValue(key, index);
  });
  for (const list of recentLists) data[list] = [];
  return {data, recents: [], givers: {}};
}

const numberOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

let hashCounter = 0;

/** The session after one alert of `listener` (`<kind>-latest`) carrying `event`. Pure: returns a new session. */
export function applyAlert(session: Session, listener: string, event: Record<string, unknown>, now: Date = new Date()): Session {
  const kind = listener.replace(/-latest$/, '');
  const data: SessionData = {...session.data};
  const givers = {...session.givers};
  const name = String(event.name ?? '');
  const amount = numberOf(event.amount);
  const bulkGift = event.bulkGifted === true;
  const has = (key: string) => Object.prototype.hasOwnProperty.call(data, key);

  const latestKey = `${kind}-latest`;
  if (has(latestKey)) {
    const fields = allKeys.find((key) => key.key === latestKey)?.fields ?? Object.keys(event);
    const next: Record<string, unknown> = {...record(data[latestKey])};
    for (const field of fields) if (field in event) next[field] = event[field];
    data[latestKey] = next;
  }

  // A count grows by one per event; a sum by the amount. The kind's `-session` key says which.
  const sessionKey = allKeys.find((key) => key.key === `${kind}-session`);
  const counted = sessionKey ? sessionKey.fields.includes('count') : !['tip', 'cheer'].includes(kind);
  const step = counted ? (bulkGift ? amount : 1) : amount;
  // The subs of a community gift were counted with its first event (bulkGifted, amount = how many).
  const countedBefore = kind === 'subscriber' && event.isCommunityGift === true;
  for (const suffix of ['session', 'week', 'month', 'total', 'count', 'goal']) {
    const key = `${kind}-${suffix}`;
    if (!has(key) || countedBefore) continue;
    const current = record(data[key]);
    const field = 'count' in current ? 'count' : 'amount';
    data[key] = {...current, [field]: numberOf(current[field]) + (suffix === 'count' ? 1 : step)};
  }

  if (kind === 'subscriber') {
    const bump = (key: string, by = 1) => {
      if (has(key)) data[key] = {...record(data[key]), count: numberOf(record(data[key]).count) + by};
    };
    if (bulkGift || event.gifted === true) {
      const sender = String(event.sender ?? name);
      if (bulkGift || !event.isCommunityGift) data['subscriber-gifted-latest'] = {name: sender, amount: bulkGift ? amount : 1};
      bump('subscriber-gifted-session', bulkGift ? amount : event.isCommunityGift ? 0 : 1);
    } else if (amount > 1) {
      data['subscriber-resub-latest'] = {name, amount, message: event.message ?? ''};
      bump('subscriber-resub-session');
    } else {
      data['subscriber-new-latest'] = {name, amount, message: event.message ?? ''};
      bump('subscriber-new-session');
    }
  }

  for (const period of ['session', 'weekly', 'monthly', 'alltime']) {
    const donationKey = `${kind}-${period}-top-donation`;
    if (has(donationKey) && amount > numberOf(record(data[donationKey]).amount)) data[donationKey] = {name, amount};
    const donatorKey = `${kind}-${period}-top-donator`;
    if (has(donatorKey)) {
      const sums = {...(givers[donatorKey] ?? {})};
      sums[name] = (sums[name] ?? 0) + amount;
      givers[donatorKey] = sums;
      if (sums[name] > numberOf(record(data[donatorKey]).amount)) data[donatorKey] = {name, amount: sums[name]};
    }
  }

  hashCounter += 1;
  const entry: RecentEntry = {name, amount, type: kind, createdAt: now.toISOString(), $hashKey: `object:${hashCounter}`};
  if (kind === 'subscriber') entry.tier = String(event.tier ?? '1000');
  const listKey = `${kind}-recent`;
  if (has(listKey) && Array.isArray(data[listKey])) data[listKey] = [entry, ...(data[listKey] as unknown[])].slice(0, RECENT_LIMIT);
  // `obj.detail.recents` mixes every kind in the order the events happened (oldest first), keeping the last ones.
  return {data, givers, recents: [...session.recents, entry].slice(-RECENT_LIMIT)};
}
