/**
 * The filter bench's model: the settings of every spam filter, the chat lines a visitor pastes, and
 * each filter's verdict on a line. Pure data, no DOM, so the rules run in tests and benchmarks alone.
 */
import type {FilterPenalty} from '@site/src/data/filters';
import type {Platform} from '@site/src/data/platforms';
import type {UserLevelId} from '@site/src/data/userLevels';

/**
 * The filters the bench models, each by its page's slug (src/data/filters). A filter added to the
 * data needs its slug here and its settings in `FilterSettingsById`; the type-check then asks for
 * the rest: its rule (rules/index.ts), its starting values (`startingSettings()` in settings.ts),
 * its example lines (presets.ts) and how a draft reads its settings back (draft.ts).
 * tests/unit/filterBench/coverage.test.ts checks this list against the data.
 */
export const filterIds = ['bannedwords', 'caps', 'emotes', 'language', 'links', 'one-man-spam', 'paragraph', 'repetition', 'symbol', 'zalgo'] as const;

export type FilterId = (typeof filterIds)[number];

export const isFilterId = (slug: string): slug is FilterId => (filterIds as readonly string[]).includes(slug);

/** The bench's key for a spam filter's slug; a filter the bench does not model stops the page (and the build) here. */
export function benchFilterId(slug: string): FilterId {
  if (isFilterId(slug)) return slug;
  throw new Error(
    `The filter bench has no rule for the spam filter "${slug}" (src/data/filters): add it to filterIds and FilterSettingsById in src/tools/filterBench/model/types.ts, then what npx tsc --noEmit asks for (its rule in model/rules/index.ts, its starting values in model/settings.ts, its example lines in model/presets.ts, its settings in model/draft.ts).`,
  );
}

export type PenaltyKind = FilterPenalty['id'];

/** The groups a filter can be told to leave alone; an empty list is "no one". */
export type ExcludableGroup = 'regulars' | 'subscribers' | 'VIPs';

/** The settings every filter shares (src/data/filters/common.ts). */
export interface CommonSettings {
  enabled: boolean;
  penalty: PenaltyKind;
  timeoutSeconds: number;
  excluded: ExcludableGroup[];
  message: string;
  announce: boolean;
  announceCooldownSeconds: number;
}

export interface BannedPhrase {
  text: string;
  regex: boolean;
}

/** A banned-words group's penalty: a timeout in seconds (0 deletes only), a ban, or warn and delete. */
export type GroupPenalty = {kind: 'timeout'; seconds: number} | {kind: 'ban'} | {kind: 'warn-and-delete'};

export interface BannedGroup {
  name: string;
  enabled: boolean;
  penalty: GroupPenalty;
  scan: 'message' | 'username' | 'both';
  /** Chatters at this level or above are not checked against the group; "none" checks everyone. */
  excludeLevel: UserLevelId | 'none';
  reason: string;
  phrases: BannedPhrase[];
}

export interface FilterSettingsById {
  bannedwords: CommonSettings & {groups: BannedGroup[]};
  caps: CommonSettings & {maxAmount: number; maxPercent: number; minCharacters: number};
  emotes: CommonSettings & {maxAmount: number};
  language: CommonSettings & {allowed: string[]; minConfidence: number; leftOut: string[]};
  links: CommonSettings & {allowlist: string[]; blocklist: string[]; permitSeconds: number};
  'one-man-spam': CommonSettings & {minCharacters: number; minMessages: number; lookbackSeconds: number; threshold: number};
  paragraph: CommonSettings & {maxAmount: number};
  repetition: CommonSettings & {maxRepetitions: number; minCharacters: number};
  symbol: CommonSettings & {maxAmount: number; maxPercent: number; minAmount: number};
  zalgo: CommonSettings & {maxAmount: number};
}

export interface ProbationSettings {
  enabled: boolean;
  multiplier: number;
  windowSeconds: number;
}

export interface BenchSettings {
  filters: FilterSettingsById;
  probation: ProbationSettings;
  /** The words this chat shows as emotes (the platform marks them; pasted text cannot). */
  emoteNames: string[];
}

/** Who sent a line: a chatbot user level, or the platform's own staff (whom no filter touches). */
export type SenderLevel = UserLevelId | 'staff';

export interface ChatLine {
  /** 1-based line number in what was pasted. */
  lineNumber: number;
  name: string;
  message: string;
  level: SenderLevel;
  platform: Platform;
  /** Seconds from the first line: from the line's own time when it had one, else the spacing setting. */
  at: number;
}

/** Something the product does not document, how the bench does it instead, and the fact it rests on. */
export interface Approximation {
  id: string;
  text: string;
  fact: string;
}

export interface AppliedPenalty {
  kind: PenaltyKind;
  /** Timeouts only: the length applied (after the blocklist's doubling and probation). */
  seconds?: number;
  /** What the platform shows as the moderation reason. */
  reason: string;
  /** What the bot posts in chat, or null when it stays silent (and why). */
  chat: string | null;
  chatNote: string;
  /** Said about this penalty on this platform (warn and delete outside Twitch). */
  platformNote?: string;
}

export type Outcome = 'caught' | 'passes' | 'exempt' | 'off' | 'not-checked' | 'not-modelled';

export interface FilterVerdict {
  filter: FilterId;
  outcome: Outcome;
  /** The measured quantity against the limits, in words. */
  detail: string;
  /** Passes: the limit it came closest to, in words, and how close (measured ÷ limit, 1 = at the limit). */
  nearestMiss?: {text: string; closeness: number};
  penalty?: AppliedPenalty;
  /** The approximations this verdict rests on. */
  approximations: readonly Approximation[];
}

export interface LineResult {
  line: ChatLine;
  verdicts: FilterVerdict[];
  /** The verdict whose penalty the chatter gets: the harshest of those caught. */
  applied: FilterVerdict | null;
}
