/**
 * Where the bench starts. Only two defaults are published (zalgo's Maximum amount and the language
 * filter's confidence, read from src/data/filters); for every other setting no default is published
 * (updates-2026c: "none published"), so the bench starts from values of its own and says so beside
 * each one. A visitor's own set ("my settings") is kept in the draft store.
 */
import {filterBySlug, spamFilters} from '@site/src/data/filters';
import type {SpamFilter} from '@site/src/data/filters';
import {benchFilterId, type BenchSettings, type CommonSettings, type FilterId} from './types';

/** A setting's published default, read from the filter's data; null when the data gives none. */
export function publishedDefault(filter: FilterId, settingName: string): number | null {
  const setting = filterBySlug(filter).settings.find((s) => s.name === settingName || s.name.startsWith(`${settingName} /`));
  const value = setting?.default;
  return value === null || value === undefined ? null : Number(value);
}

const zalgoDefault = publishedDefault('zalgo', 'Maximum amount');
const confidenceDefault = publishedDefault('language', 'Minimum percentage');

const common = (message: string): CommonSettings => ({
  enabled: true,
  penalty: 'timeout',
  timeoutSeconds: 10,
  excluded: ['regulars'],
  message,
  announce: true,
  announceCooldownSeconds: 30,
});

/** The bench's starting values. Every number here but the two published ones is the bench's own choice. */
export function startingSettings(): BenchSettings {
  return {
    filters: {
      bannedwords: {
        ...common('That word is not welcome in this chat.'),
        groups: [
          {
            name: 'Group 1',
            enabled: true,
            penalty: {kind: 'timeout', seconds: 60},
            scan: 'message',
            excludeLevel: 'moderator',
            reason: 'Banned phrase',
            phrases: [
              {text: 'spoil*', regex: false},
              {text: 'free\\s+followers?', regex: true},
            ],
          },
        ],
      },
      caps: {...common('Easy on the capitals, please.'), maxAmount: 20, maxPercent: 60, minCharacters: 12},
      emotes: {...common('Fewer emotes per message, please.'), maxAmount: 6},
      language: {...common('Please chat in one of the channel’s languages.'), allowed: [], minConfidence: confidenceDefault ?? 0, leftOut: []},
      links: {...common('Ask a moderator before posting links.'), allowlist: ['*.twitch.tv', 'clips.twitch.tv/*'], blocklist: ['*.example-scam.net'], permitSeconds: 60},
      'one-man-spam': {...common('Let others get a word in, please.'), minCharacters: 6, minMessages: 3, lookbackSeconds: 20, threshold: 0.8},
      paragraph: {...common('That message is a bit long for chat.'), maxAmount: 300},
      repetition: {...common('No need to repeat yourself.'), maxRepetitions: 4, minCharacters: 3},
      symbol: {...common('Too many symbols in that message.'), maxAmount: 15, maxPercent: 50, minAmount: 12},
      zalgo: {...common('Please keep the letters readable.'), maxAmount: zalgoDefault ?? 0},
    },
    probation: {enabled: false, multiplier: 2, windowSeconds: 600},
    emoteNames: ['Kappa', 'LUL', 'PogChamp', 'lanternWave', 'tacoParty'],
  };
}

/** The settings whose starting value is published, by filter; everything else is the bench's choice. */
export const publishedDefaults: Readonly<Partial<Record<FilterId, Record<string, number | null>>>> = {
  zalgo: {maxAmount: zalgoDefault},
  language: {minConfidence: confidenceDefault},
};

/**
 * The filters in the order of the filters index (src/data/filters), which the bench lists them in.
 * A filter in the data that the bench does not model stops here, naming what to add.
 */
export const filterOrder: readonly FilterId[] = spamFilters.map((f) => benchFilterId(f.slug));

export const filterName = (id: FilterId): string => filterBySlug(id).name;

export type {SpamFilter};
