/**
 * Zod pieces every collection's schema is built from: texts, sentences, site routes, chat lines,
 * platforms, user levels and lists. Each says in its message what is expected, so a build error
 * reads as an instruction ("must end like a sentence"), not only as a complaint.
 *
 * Schemas run at build time only (plugins/data-validation); the types the site's code uses are
 * inferred from them with type-only imports, so no schema reaches a page's JavaScript.
 */
import {z} from 'zod';
import {platformIds, type Platform} from '../platforms';
import {userLevelIds, type UserLevelId} from '../userLevels';

/** Non-empty text. */
export const text = z.string().trim().min(1, 'must not be empty');

/**
 * A test for a text's further checks that passes an empty text, so that "must not be empty" is its
 * only complaint. (Zod's `abort` would say the same, but it also stops the entry's own rules.)
 */
export const ifText =
  (test: (value: string) => boolean) =>
  (value: string): boolean =>
    value === '' || test(value);

/** One or more sentences: ends like a sentence does. */
export const sentence = text.refine(ifText((value) => /[.!?)…]$/.test(value)), 'must end like a sentence (a full stop)');

/** Text on one line, as a summary in a table or a header. */
export const oneLine = text.refine(ifText((value) => !value.includes('\n')), 'must be on one line');

/**
 * A list in the data. Lists are read-only in the types, so shared constant lists can be reused in
 * entries; an empty list is accepted unless the schema asks for at least one.
 */
export const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();

/** A list that needs at least one item; `what` says what to add. */
export const nonEmptyList = <T extends z.ZodType>(item: T, what: string) => z.array(item).min(1, what).readonly();

/** A route of this site, optionally with a #hash: `/chatbot/modules/duel`, never `…/` or `….md`. */
export const route = z
  .string()
  .regex(/^\/[^\s]*$/, 'must be a site route like /chatbot/modules/duel')
  .refine((value) => !/\/$|\.mdx?$/.test(value.split('#')[0] ?? ''), 'must be a route without a trailing "/" or ".md", like /chatbot/modules/duel');

/** A link to a page of this site. */
export const siteLink = z.strictObject({label: text, to: route});

/** What the provider's pages leave open, said plainly; left out when nothing is. */
export const unconfirmedNote = z.string().trim().min(1, 'say what is not confirmed, or leave the key out');

/** The most a short "not confirmed" note may say. */
export const shortNoteLength = 200;

/**
 * A "not confirmed" note in one short line: what is uncertain and what to do about it. Readers took
 * long notes for unfinished pages (issue 42), so settings and filters keep theirs short.
 */
export const shortUnconfirmedNote = unconfirmedNote.refine(
  ifText((value) => !value.includes('\n') && value.length <= shortNoteLength),
  `must say in one line of ${shortNoteLength} characters at most what is uncertain and what to do about it`,
);

/** Set on purpose, or left out: `true` is the only value that says something. */
export const flag = z.literal(true).optional();

export const platform = z.enum(platformIds as [Platform, ...Platform[]]);

export const userLevel = z.enum(userLevelIds as [UserLevelId, ...UserLevelId[]]);

/** Who speaks in a chat example; the component styles and labels each role. */
export const chatRoles = ['viewer', 'moderator', 'broadcaster', 'bot'] as const;

/** One line of a chat example (src/components/ChatExample). */
export const chatLine = z.strictObject({role: z.enum(chatRoles), name: text.optional(), text});

/**
 * A rule that reads several fields of one entry. It runs even when a field has the wrong shape, so
 * a contributor sees every problem at once; `check` receives the raw value and must not trust it.
 */
export function entryRule(check: (value: Loose, report: (path: readonly PropertyKey[], message: string) => void) => void) {
  return z.superRefine<unknown>(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null) return;
      check(value as Loose, (path, message) => ctx.addIssue({code: 'custom', path: [...path], message, input: value}));
    },
    {when: () => true},
  );
}

/** An entry as a rule reads it: any field may be missing or of the wrong type. */
export type Loose = {readonly [field: string]: unknown};

/** The strings of a list that may be anything. */
export const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The objects of a list that may be anything, with their index. */
export const records = (value: unknown): [Loose, number][] =>
  Array.isArray(value) ? value.flatMap((item, index) => (typeof item === 'object' && item !== null ? [[item as Loose, index] as [Loose, number]] : [])) : [];
