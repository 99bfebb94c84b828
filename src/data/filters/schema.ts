/**
 * The one description of a spam filter (./entries.ts, ./newer.ts), each with a page under
 * /chatbot/filters. The types in ./types.ts are inferred from it; ./validate.ts adds the rules
 * across entries.
 */
import {z} from 'zod';
import {entryRule, list, nonEmptyList, records, sentence, shortUnconfirmedNote, strings, text, type Loose} from '../validation/fields';
import {settingSchema, uniqueSettingNames} from '../validation/settings';

const slug = z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes');

/** Names a length of time: a timeout, a lookback, a permit; not a message about one. */
const isLengthOfTime = (name: string) => /timeout|lookback|permit duration|duration$/i.test(name) && !/message/i.test(name);

type Report = (path: readonly PropertyKey[], message: string) => void;

/** The lists of settings a filter may have: its own, and (banned words) each group's. */
const settingLists = ['settings', 'groupSettings'] as const;

/** A filter's lengths of time are all in seconds: the unit-less "duration" type is not allowed here. */
function timeUnitRule(entry: Loose, report: Report): void {
  for (const field of settingLists)
    for (const [setting, i] of records(entry[field]))
      if (setting.type === 'duration' || (typeof setting.name === 'string' && isLengthOfTime(setting.name) && setting.type !== 'seconds'))
        report([field, i, 'type'], `a length of time here must be "seconds", not ${JSON.stringify(setting.type)}`);
}

/** Each setting's name once per list, in the filter's own settings and in its group settings. */
function uniqueNamesRule(entry: Loose, report: Report): void {
  for (const field of settingLists) uniqueSettingNames({settings: entry[field]}, (path, message) => report([field, ...path.slice(1)], message));
}

/** How one kind of list entry is matched against a message, e.g. plain text or a regular expression. */
export const matchingRuleSchema = z.strictObject({
  /** The kind of entry, as the dashboard offers it: "Plain text", "Regular expression". */
  entries: text,
  rule: sentence,
});

export const spamFilterSchema = z
  .strictObject({
    /** Route segment under /chatbot/filters. */
    slug,
    name: text,
    /** One line: which messages it catches. */
    catches: z.string().trim().min(1, 'must say what the filter catches'),
    /** What the filter counts, where that is not obvious from its name (the symbol filter). */
    whatCounts: text.optional(),
    /** The limits that make a message break this filter, for the comparison table. */
    limitsYouSet: nonEmptyList(text, 'name at least one limit'),
    settings: nonEmptyList(settingSchema, 'list every setting'),
    /** For a filter kept in groups (banned words): the settings each group has of its own. */
    groupSettings: list(settingSchema).optional(),
    /** For a filter that matches a list: how each kind of entry is matched. */
    matching: list(matchingRuleSchema).optional(),
    /** What the provider's pages leave open about the filter as a whole, in one short line. */
    unconfirmed: shortUnconfirmedNote.optional(),
    /** Who and what the filter leaves alone, one sentence each. */
    exemptions: list(text),
    /** What happens to a message that breaks the filter, in order, one sentence each. */
    penalties: nonEmptyList(text, 'say what happens to a message that breaks the filter'),
    /** Whether a moderator's !permit lets a chatter past this filter for a while. */
    permit: z.boolean(),
  })
  .check(
    entryRule(timeUnitRule),
    entryRule(uniqueNamesRule),
    entryRule((entry, report) => {
      if (entry.permit === true && !strings(entry.exemptions).some((line) => line.includes('!permit'))) report(['exemptions'], 'permit is true, so explain !permit here');
    }),
  );
