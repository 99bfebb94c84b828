/**
 * The shapes of what a streamer configures in the dashboard, shared by module settings, spam filter
 * settings and timer fields (types in src/data/settings.ts), and of a module's message templates.
 */
import {z} from 'zod';
import {placeholdersIn, settingTypeLabels, type SettingType} from '../settings';
import {list, records, shortUnconfirmedNote, strings, text, type Loose} from './fields';

export const settingSchema = z.strictObject({
  name: text,
  type: z.enum(Object.keys(settingTypeLabels) as [SettingType, ...SettingType[]]),
  /** `null` says on purpose that no default is published; the key is never left out. */
  default: z
    .string({error: (issue) => (issue.input === undefined ? 'is missing (use null when no default is published)' : 'must be a non-empty text, or null when no default is published')})
    .trim()
    .min(1, 'must be a non-empty text, or null when no default is published')
    .nullable(),
  range: text.optional(),
  meaning: text,
  unconfirmed: shortUnconfirmedNote.optional(),
});

export const placeholderSchema = z.strictObject({token: z.string().regex(/^\{[a-z_]+\}$/, 'must look like {word}'), meaning: text});

export const messageTemplateSchema = z.strictObject({name: text, sentWhen: text, placeholders: list(text), default: text.optional()});

/**
 * A page's templates use only placeholders its placeholder list documents, and a template's
 * default text only the placeholders that template declares.
 */
export function templateRule(entry: Loose, report: (path: readonly PropertyKey[], message: string) => void): void {
  const documented = new Set(records(entry.placeholders).map(([placeholder]) => placeholder.token));
  for (const [template, i] of records(entry.templates)) {
    const fromDefault = typeof template.default === 'string' ? placeholdersIn(template.default) : [];
    const declared = strings(template.placeholders);
    for (const token of new Set([...declared, ...fromDefault]))
      if (!documented.has(token)) report(['templates', i, 'placeholders'], `${token} is not in the page's placeholder list (placeholders); document it there`);
    for (const token of fromDefault) if (!declared.includes(token)) report(['templates', i, 'default'], `uses ${token}; add it to this template's placeholders`);
  }
}

/** Each setting's name once per list. */
export function uniqueSettingNames(entry: Loose, report: (path: readonly PropertyKey[], message: string) => void): void {
  const seen = new Set<unknown>();
  for (const [setting, i] of records(entry.settings)) {
    if (seen.has(setting.name)) report(['settings', i, 'name'], `${JSON.stringify(setting.name)} is listed twice`);
    seen.add(setting.name);
  }
}
