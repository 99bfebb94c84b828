/**
 * The one description of a spam filter: a filter with a page (./entries.ts) and one the filters
 * overview lists without a page (./newer.ts). The types in ./types.ts are inferred from it;
 * ./validate.ts adds the rules across entries.
 */
import {z} from 'zod';
import {entryRule, list, nonEmptyList, records, strings, text, unconfirmedNote, type Loose} from '../validation/fields';
import {settingSchema, uniqueSettingNames} from '../validation/settings';

const slug = z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes');

/** Names a length of time: a timeout, a lookback, a permit; not a message about one. */
const isLengthOfTime = (name: string) => /timeout|lookback|permit duration|duration$/i.test(name) && !/message/i.test(name);

/** A filter's lengths of time are all in seconds: the unit-less "duration" type is not allowed here. */
function timeUnitRule(entry: Loose, report: (path: readonly PropertyKey[], message: string) => void): void {
  for (const [setting, i] of records(entry.settings))
    if (setting.type === 'duration' || (typeof setting.name === 'string' && isLengthOfTime(setting.name) && setting.type !== 'seconds'))
      report(['settings', i, 'type'], `a length of time here must be "seconds", not ${JSON.stringify(setting.type)}`);
}

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
    /** Who and what the filter leaves alone, one sentence each. */
    exemptions: list(text),
    /** What happens to a message that breaks the filter, in order, one sentence each. */
    penalties: nonEmptyList(text, 'say what happens to a message that breaks the filter'),
    /** Whether a moderator's !permit lets a chatter past this filter for a while. */
    permit: z.boolean(),
  })
  .check(
    entryRule(timeUnitRule),
    entryRule(uniqueSettingNames),
    entryRule((entry, report) => {
      if (entry.permit === true && !strings(entry.exemptions).some((line) => line.includes('!permit'))) report(['exemptions'], 'permit is true, so explain !permit here');
    }),
  );

/**
 * A filter the dashboard has but this site gives no page (the route list is fixed): the filters
 * overview lists it with its settings, and prints `unconfirmed` (what only one version of the
 * provider's pages describes) next to it.
 */
export const filterWithoutPageSchema = z
  .strictObject({
    /** Anchor on the filters overview. */
    id: slug,
    name: text,
    catches: z.string().trim().min(1, 'must say what the filter catches'),
    settings: nonEmptyList(settingSchema, 'list every published setting'),
    notes: list(text),
    unconfirmed: unconfirmedNote.optional(),
  })
  .check(entryRule(timeUnitRule), entryRule(uniqueSettingNames));
