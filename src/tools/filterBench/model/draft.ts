/**
 * What the bench keeps (in the draft store, and in a share link): the settings, the pasted log,
 * the senders' levels and platforms. Anything read back from storage or a link is checked here,
 * field by field: a field of the wrong kind falls back to its starting value, and the visitor is
 * told which.
 */
import {platformIds, type Platform} from '@site/src/data/platforms';
import {userLevelIds} from '@site/src/data/userLevels';
import {filterPenalties} from '@site/src/data/filters';
import {DEFAULT_SENDER, MAX_LOG_CHARS, type Sender} from './chatLog';
import {startingSettings} from './settings';
import type {BannedGroup, BannedPhrase, BenchSettings, CommonSettings, ExcludableGroup, FilterId, GroupPenalty, SenderLevel} from './types';

export interface BenchDraft {
  settings: BenchSettings;
  log: string;
  senders: Record<string, Sender>;
  fallback: Sender;
  spacingSeconds: number;
}

export const MAX_TEXT = 500;
export const MAX_LIST = 200;
export const MAX_GROUPS = 20;
export const MAX_SENDERS = 500;

export function startingDraft(log = ''): BenchDraft {
  return {settings: startingSettings(), log, senders: {}, fallback: {level: 'everyone', platform: 'twitch'}, spacingSeconds: 5};
}

type Checked<T> = {ok: true; value: T; repairs: string[]} | {ok: false; reason: string};
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const senderLevels: readonly SenderLevel[] = [...userLevelIds, 'staff'];
const excludable: readonly ExcludableGroup[] = ['subscribers', 'regulars', 'VIPs'];
const penaltyKinds = filterPenalties.map((p) => p.id);

/** Reads one value of a known shape, falling back (with a repair note) when it is not. */
class Reader {
  readonly repairs: string[] = [];
  number(value: unknown, fallback: number, where: string, max = 1_000_000, min = 0): number {
    if (value === undefined) return fallback;
    if (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max) return value;
    this.repairs.push(`${where} was not a number from ${min} to ${max.toLocaleString('en')}`);
    return fallback;
  }
  text(value: unknown, fallback: string, where: string, max = MAX_TEXT): string {
    if (value === undefined) return fallback;
    if (typeof value === 'string') return value.length > max ? (this.repairs.push(`${where} was cut to ${max.toLocaleString('en')} characters`), value.slice(0, max)) : value;
    this.repairs.push(`${where} was not text`);
    return fallback;
  }
  bool(value: unknown, fallback: boolean, where: string): boolean {
    if (value === undefined) return fallback;
    if (typeof value === 'boolean') return value;
    this.repairs.push(`${where} was not on or off`);
    return fallback;
  }
  oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T, where: string): T {
    if (value === undefined) return fallback;
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
    this.repairs.push(`${where} was not one of ${allowed.join(', ')}`);
    return fallback;
  }
  texts(value: unknown, fallback: string[], where: string): string[] {
    if (value === undefined) return fallback;
    if (!Array.isArray(value) || value.length > MAX_LIST || value.some((item) => typeof item !== 'string' || item.length > MAX_TEXT)) {
      this.repairs.push(`${where} was not a list of up to ${MAX_LIST} short texts`);
      return fallback;
    }
    return value as string[];
  }
}

function readCommon(r: Reader, value: Record<string, unknown>, start: CommonSettings, name: string): CommonSettings {
  const excluded = r.texts(value.excluded, start.excluded, `${name}: Excluded user groups`).filter((g): g is ExcludableGroup => (excludable as readonly string[]).includes(g));
  return {
    enabled: r.bool(value.enabled, start.enabled, `${name}: on/off`),
    penalty: r.oneOf(value.penalty, penaltyKinds, start.penalty, `${name}: Penalty`),
    timeoutSeconds: r.number(value.timeoutSeconds, start.timeoutSeconds, `${name}: Timeout duration`, 1_209_600),
    excluded,
    message: r.text(value.message, start.message, `${name}: Custom message`),
    announce: r.bool(value.announce, start.announce, `${name}: Announcement`),
    announceCooldownSeconds: r.number(value.announceCooldownSeconds, start.announceCooldownSeconds, `${name}: Announcement cooldown`),
  };
}

function readPenalty(r: Reader, value: unknown, start: GroupPenalty, where: string): GroupPenalty {
  if (!isRecord(value)) return value === undefined ? start : (r.repairs.push(`${where} was not a penalty`), start);
  if (value.kind === 'ban' || value.kind === 'warn-and-delete') return {kind: value.kind};
  if (value.kind === 'timeout') return {kind: 'timeout', seconds: r.number(value.seconds, 60, where, 1_209_600)};
  r.repairs.push(`${where} was not a penalty`);
  return start;
}

function readGroups(r: Reader, value: unknown, start: BannedGroup[]): BannedGroup[] {
  if (value === undefined) return start;
  if (!Array.isArray(value) || value.length > MAX_GROUPS) {
    r.repairs.push(`Banned words: the groups were not a list of up to ${MAX_GROUPS}`);
    return start;
  }
  const template = start[0]!;
  return value.filter(isRecord).map((group, i) => {
    const where = `Banned words group ${i + 1}`;
    const phrases: BannedPhrase[] = Array.isArray(group.phrases)
      ? group.phrases
          .slice(0, MAX_LIST)
          .filter(isRecord)
          .map((p) => ({text: r.text(p.text, '', `${where}: a phrase`), regex: p.regex === true}))
      : [];
    return {
      name: r.text(group.name, `Group ${i + 1}`, `${where}: name`, 100),
      enabled: r.bool(group.enabled, true, `${where}: on/off`),
      penalty: readPenalty(r, group.penalty, template.penalty, `${where}: Timeout length`),
      scan: r.oneOf(group.scan, ['message', 'username', 'both'] as const, 'message', `${where}: Scan section`),
      excludeLevel: r.oneOf(group.excludeLevel, [...userLevelIds, 'none'] as const, template.excludeLevel, `${where}: Exclude user group`),
      reason: r.text(group.reason, '', `${where}: Ban reason`),
      phrases,
    };
  });
}

function readSettings(r: Reader, value: unknown): BenchSettings {
  const start = startingSettings();
  if (!isRecord(value)) {
    if (value !== undefined) r.repairs.push('the settings were not a set of values, so the starting settings are back');
    return start;
  }
  const filters = isRecord(value.filters) ? value.filters : {};
  const f = (id: FilterId) => (isRecord(filters[id]) ? (filters[id] as Record<string, unknown>) : {});
  const s = start.filters;
  const num = (id: FilterId, key: string, max?: number) => r.number(f(id)[key], (s[id] as unknown as Record<string, number>)[key]!, `${id}: ${key}`, max);
  const common = (id: FilterId) => readCommon(r, f(id), s[id], id);
  const probation = isRecord(value.probation) ? value.probation : {};
  return {
    filters: {
      bannedwords: {...common('bannedwords'), groups: readGroups(r, f('bannedwords').groups, s.bannedwords.groups)},
      caps: {...common('caps'), maxAmount: num('caps', 'maxAmount'), maxPercent: num('caps', 'maxPercent', 100), minCharacters: num('caps', 'minCharacters')},
      emotes: {...common('emotes'), maxAmount: num('emotes', 'maxAmount')},
      language: {
        ...common('language'),
        allowed: r.texts(f('language').allowed, s.language.allowed, 'language: Allowed languages'),
        minConfidence: num('language', 'minConfidence', 100),
        leftOut: r.texts(f('language').leftOut, s.language.leftOut, 'language: text left out'),
      },
      links: {
        ...common('links'),
        allowlist: r.texts(f('links').allowlist, s.links.allowlist, 'links: Allowlist'),
        blocklist: r.texts(f('links').blocklist, s.links.blocklist, 'links: Blocklist'),
        permitSeconds: num('links', 'permitSeconds'),
      },
      'one-man-spam': {
        ...common('one-man-spam'),
        minCharacters: num('one-man-spam', 'minCharacters'),
        minMessages: num('one-man-spam', 'minMessages'),
        lookbackSeconds: num('one-man-spam', 'lookbackSeconds'),
        threshold: num('one-man-spam', 'threshold', 1),
      },
      paragraph: {...common('paragraph'), maxAmount: num('paragraph', 'maxAmount')},
      repetition: {...common('repetition'), maxRepetitions: num('repetition', 'maxRepetitions'), minCharacters: num('repetition', 'minCharacters')},
      symbol: {...common('symbol'), maxAmount: num('symbol', 'maxAmount'), maxPercent: num('symbol', 'maxPercent', 100), minAmount: num('symbol', 'minAmount')},
      zalgo: {...common('zalgo'), maxAmount: num('zalgo', 'maxAmount')},
    },
    probation: {
      enabled: r.bool(probation.enabled, start.probation.enabled, 'Probation: on/off'),
      multiplier: r.number(probation.multiplier, start.probation.multiplier, 'Probation: multiplier', 100),
      windowSeconds: r.number(probation.windowSeconds, start.probation.windowSeconds, 'Probation: window'),
    },
    emoteNames: r.texts(value.emoteNames, start.emoteNames, 'Emote names'),
  };
}

function readSender(r: Reader, value: unknown, fallback: Sender, where: string): Sender {
  const v = isRecord(value) ? value : {};
  if (!isRecord(value) && value !== undefined) r.repairs.push(`${where} was not a level and platform`);
  return {level: r.oneOf(v.level, senderLevels, fallback.level, `${where}: level`), platform: r.oneOf(v.platform, platformIds, fallback.platform, `${where}: platform`) as Platform};
}

/** "My settings" read back from storage: repaired where it can be. */
export function checkSettings(value: unknown): Checked<BenchSettings> {
  if (!isRecord(value)) return {ok: false, reason: 'it is not a set of settings'};
  const r = new Reader();
  return {ok: true, value: readSettings(r, value), repairs: r.repairs};
}

/** A draft read back from storage or a link, repaired where it can be. */
export function checkBenchDraft(value: unknown): Checked<BenchDraft> {
  if (!isRecord(value)) return {ok: false, reason: 'it is not a set of fields'};
  const r = new Reader();
  const start = startingDraft();
  const fallback = readSender(r, value.fallback, start.fallback, 'the default sender');
  const senders: Record<string, Sender> = {};
  if (isRecord(value.senders)) {
    for (const [name, sender] of Object.entries(value.senders).slice(0, MAX_SENDERS)) {
      // Defined, not assigned: a chatter named __proto__ is a key like any other.
      if (name.length <= 40) Object.defineProperty(senders, name, {value: readSender(r, sender, fallback, `the sender ${name}`), enumerable: true, writable: true, configurable: true});
    }
  }
  return {
    ok: true,
    value: {
      settings: readSettings(r, value.settings),
      log: r.text(value.log, '', 'the pasted lines', MAX_LOG_CHARS),
      senders,
      fallback,
      spacingSeconds: r.number(value.spacingSeconds, start.spacingSeconds, 'the seconds between lines', 3600),
    },
    repairs: r.repairs,
  };
}

export {DEFAULT_SENDER};
