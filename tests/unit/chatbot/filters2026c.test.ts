import {describe, expect, it} from 'vitest';
import {changelog} from '@site/src/data/changelog';
import {filterBySlug, spamFilters, type SpamFilter} from '@site/src/data/filters';
import type {Setting} from '@site/src/data/settings';
import {builtTwin} from '../../support/built';
import {correction, settingNames, sheet2026c, unsure} from '../../support/facts2026c';

/*
 * updates-2026c.yaml for the spam filters: the corrections of /chatbot/filters and
 * /chatbot/filters/bannedwords, the unsure language setting names and the no_marker facts, checked
 * in the data and, where a page must say it, in the built Markdown twin (needs `npm run build`).
 * The no_source claims are checked in noSource2026c.test.ts.
 */

const setting = (settings: readonly Setting[] | undefined, name: string): Setting => {
  const found = (settings ?? []).find((s) => s.name === name);
  if (!found) throw new Error(`no setting "${name}" in ${(settings ?? []).map((s) => s.name).join(', ')}`);
  return found;
};

/** The filter's own settings, before the shared ones every filter lists. */
const ownSettings = (filter: SpamFilter, count: number) => filter.settings.slice(0, count);

/** Every "not confirmed" note a filter carries: its own, and its settings' and group settings'. */
const notes = (filter: SpamFilter) => [filter.unconfirmed, ...[...filter.settings, ...(filter.groupSettings ?? [])].map((s) => s.unconfirmed)].filter(Boolean);

describe('/chatbot/filters/one-man-spam (corrections newer_filters.one-man-spam)', () => {
  const fact = correction('/chatbot/filters', 'newer_filters.one-man-spam').fact as {settings: {name: string; unit?: string; range?: string}[]; compares: string; defaults: string};
  const filter = filterBySlug('one-man-spam');

  it('has the four settings the sheet names, in its order, with no published default', () => {
    const own = ownSettings(filter, fact.settings.length);
    expect(own.map((s) => s.name)).toEqual(settingNames(fact));
    expect(fact.defaults).toMatch(/none published/);
    expect(own.map((s) => s.default)).toEqual(own.map(() => null));
  });

  it('measures the lookback in seconds and the threshold as a similarity from 0 to 1', () => {
    expect(setting(filter.settings, 'Lookback').type).toBe(fact.settings.find((s) => s.name === 'Lookback')?.unit);
    const threshold = setting(filter.settings, 'Threshold');
    expect(threshold.type).toBe('number');
    expect(threshold.range).toMatch(/^0 to 1, decimals allowed/);
    expect(threshold.meaning).toMatch(/at this score or above it/);
  });

  it('compares the chatter’s recent messages with each other, not one message alone', () => {
    expect(fact.compares).toMatch(/with each other/);
    expect(filter.whatCounts).toMatch(/recent messages are to each other/);
    expect(filter.whatCounts).toMatch(/single message on its own never/);
  });

  it('says so on its built page', () => {
    const twin = builtTwin('/chatbot/filters/one-man-spam');
    for (const name of settingNames(fact)) expect(twin).toContain(name);
    expect(twin).toMatch(/from 0 to 1/);
  });
});

describe('/chatbot/filters/zalgo (corrections newer_filters.zalgo)', () => {
  const fact = correction('/chatbot/filters', 'newer_filters.zalgo').fact as {setting: string; default: number; meaning: string};
  const filter = filterBySlug('zalgo');

  it('has Maximum amount with the published default, counted over the whole message', () => {
    const max = setting(filter.settings, fact.setting);
    expect(max.default).toBe(String(fact.default));
    expect(fact.meaning).toMatch(/whole message/);
    expect(max.meaning).toMatch(/across the whole message/);
    expect(filter.whatCounts).toMatch(/whole message, not per letter/);
  });

  it('says so on its built page', () => {
    expect(builtTwin('/chatbot/filters/zalgo')).toMatch(/limit is for the\s+message as a whole/);
  });
});

describe('/chatbot/filters/repetition (corrections newer_filters.repetition)', () => {
  const fact = correction('/chatbot/filters', 'newer_filters.repetition').fact as {settings: {name: string}[]; defaults: string};
  const filter = filterBySlug('repetition');

  it('has the two settings the sheet names, with no published default', () => {
    const own = ownSettings(filter, fact.settings.length);
    expect(own.map((s) => s.name)).toEqual(settingNames(fact));
    expect(own.map((s) => s.default)).toEqual(own.map(() => null));
    expect(setting(filter.settings, 'Minimum characters').meaning).toMatch(/Words shorter than this are skipped/);
  });
});

describe('/chatbot/filters/language (corrections newer_filters.language, unsure language_filter_setting_names)', () => {
  const fact = correction('/chatbot/filters', 'newer_filters.language');
  const names = unsure('language_filter_setting_names');
  const filter = filterBySlug('language');

  it('keeps 75 languages, ISO 639-1 codes, an empty list switching it off and a 40 % default confidence', () => {
    expect(fact.keep).toMatch(/75 languages.*ISO 639-1.*empty list switches it off.*40 %/);
    expect(filter.whatCounts).toMatch(/75 languages/);
    expect(setting(filter.settings, 'Allowed languages').range).toMatch(/ISO 639-1.*an empty list switches the filter off/);
    expect(filter.settings.find((s) => /confidence/i.test(s.name))?.default).toBe('40');
  });

  it('gives both readings of the two disputed setting names, each marked in one line', () => {
    const readings = names.readings.join(' ');
    for (const [filterPage, launch] of [
      ['Minimum percentage', 'Minimum detection confidence'],
      ['Excluded characters', 'Ignored words'],
    ] as const) {
      expect(readings).toContain(filterPage);
      expect(readings).toContain(launch);
      const both = setting(filter.settings, `${filterPage} / ${launch}`);
      expect(both.unconfirmed).toContain(filterPage);
      expect(both.unconfirmed).toContain(launch);
      expect(both.unconfirmed).not.toMatch(/\n/);
    }
  });

  it('the summaries ("You set", the comparison table) describe the disputed settings instead of using one of their names', () => {
    for (const reading of ['Minimum percentage', 'Excluded characters', 'Ignored words', 'Minimum detection confidence']) expect(filter.limitsYouSet).not.toContain(reading);
  });

  it('keeps the low-confidence reading of updates-2026b as one line of not confirmed', () => {
    expect(names.note).toMatch(/low_confidence.*keep it so/);
    expect(filter.unconfirmed).toMatch(/flagged.*left alone/);
  });

  it('the changelog states the three settings without naming either reading as the dashboard’s', () => {
    const entry = changelog.find((e) => /language filter/i.test(e.summary));
    expect(entry?.summary).toMatch(/75 languages/);
    for (const reading of ['Minimum percentage', 'Excluded characters', 'Ignored words', 'Minimum detection confidence']) expect(entry?.summary).not.toContain(reading);
    expect(entry?.links.map((link) => link.to)).toContain('/chatbot/filters/language');
  });
});

describe('/chatbot/filters/bannedwords (corrections group_settings_and_matching)', () => {
  const fact = correction('/chatbot/filters/bannedwords', 'group_settings_and_matching').fact as {
    groups: string;
    outcome: string;
    settings: {name: string}[];
    several_groups_hit: string;
    plain_text: string;
    regular_expressions: string;
  };
  const filter = filterBySlug('bannedwords');
  const rule = (entries: string) => filter.matching?.find((m) => m.entries === entries)?.rule ?? '';

  it('gives every group the settings the sheet names', () => {
    expect((filter.groupSettings ?? []).map((s) => s.name)).toEqual(settingNames(fact));
    expect(setting(filter.settings, 'Groups').range).toMatch(/Add Group.*Group 1/);
  });

  it('a group’s Timeout length is its own penalty and overrides the filter-wide timeout', () => {
    const timeout = setting(filter.groupSettings, 'Timeout length');
    expect(timeout.type).toBe('seconds');
    expect(timeout.range).toMatch(/seconds.*0 deletes the message only.*permanent ban.*warn and delete \(Twitch only\)/);
    expect(timeout.meaning).toMatch(/takes the place of the filter-wide timeout/);
    expect(setting(filter.settings, 'Timeout duration').type).toBe('seconds');
  });

  it('scans the message, the username or both; skips levels at or above the chosen one; sends a ban reason', () => {
    expect(setting(filter.groupSettings, 'Scan section').range).toMatch(/Message text.*username.*both/);
    expect(setting(filter.groupSettings, 'Exclude user group').meaning).toMatch(/or above it/);
    expect(setting(filter.groupSettings, 'Ban reason').meaning).toMatch(/timeout or ban/);
    expect(setting(filter.groupSettings, 'Banned phrases').range).toMatch(/regex tick box/);
  });

  it('handles a match by the group it hit, and the harshest action when several groups match', () => {
    expect(fact.outcome).toMatch(/not just deleted/);
    expect(filter.penalties.join(' ')).toMatch(/handled by the group it hit/);
    expect(fact.several_groups_hit).toMatch(/harshest/);
    expect(filter.penalties.join(' ')).toMatch(/harshest action wins: a ban beats any timeout, and of two timeouts the longer one applies/);
  });

  it('matches plain text as whole words in any case, with * for a run of non-space characters', () => {
    expect(fact.plain_text).toMatch(/whole words only/);
    expect(rule('Plain text')).toMatch(/whole words only, and ignores upper and lower case/);
    expect(rule('Plain text')).toMatch(/\* stands for any run of characters other than a space/);
  });

  it('reads regular expressions as RE2, case-insensitive unless inline flags lead, typed without slashes', () => {
    expect(fact.regular_expressions).toMatch(/RE2/);
    for (const part of [/RE2/, /no backreferences and no lookaround/, /Case is ignored unless the pattern begins with inline flags such as \(\?s\)/, /without slashes/]) expect(rule('Regular expression')).toMatch(part);
  });

  it('says so on its built page and in the overview’s sentence on banned words', () => {
    const twin = builtTwin('/chatbot/filters/bannedwords');
    for (const name of settingNames(fact)) expect(twin).toContain(name);
    expect(twin).toMatch(/Go’s RE2 syntax/);
    const overview = builtTwin('/chatbot/filters');
    expect(overview).toMatch(/Banned words works group by group: a match gets the penalty of the group it hit/);
  });
});

describe('no_marker and supersedes: the filters’ settled facts carry no marker', () => {
  it('names the filters this test covers', () => {
    expect(Object.keys(sheet2026c.no_marker)).toEqual(expect.arrayContaining(['bannedwords', 'one-man-spam', 'zalgo', 'repetition']));
    expect(sheet2026c.supersedes['updates-2026b.yaml']?.join(' ')).toMatch(/filters\.bannedwords/);
  });

  it.each(['bannedwords', 'one-man-spam', 'zalgo', 'repetition'])('%s has no not-confirmed note, on the page or in its data', (slug) => {
    expect(notes(filterBySlug(slug))).toEqual([]);
    expect(builtTwin(`/chatbot/filters/${slug}`)).not.toMatch(/not confirmed/i);
  });

  it('the overview no longer says banned-words groups or the newer filters are unconfirmed', () => {
    expect(builtTwin('/chatbot/filters')).not.toMatch(/each group can set its own timeout is not\s+confirmed|treat their defaults as unconfirmed/);
  });

  it('every filter has a page; the ones the facts settle carry no note, the rest one line each', () => {
    expect(spamFilters.map((f) => f.slug)).toEqual(expect.arrayContaining(['one-man-spam', 'repetition', 'zalgo', 'language']));
    for (const filter of spamFilters) for (const note of notes(filter)) expect(note, filter.slug).not.toMatch(/\n/);
  });
});
