/**
 * The one description of a changelog entry (src/data/changelog.ts, which infers its types from
 * here), and the build's check of the whole changelog: every link to a page the site serves, and
 * the entries newest first.
 */
import {z} from 'zod';
import {changelogProducts, type ChangelogEntry, type ChangelogProduct} from '../changelog';
import {nonEmptyList, siteLink} from './fields';
import {zodProblems, type DataContext, type Problem} from './problems';

const file = 'src/data/changelog.ts';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || (!Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date)), 'must be a real calendar date');

export const changelogEntrySchema = z.strictObject({
  /** ISO date, YYYY-MM-DD. */
  date: isoDate,
  product: z.enum(Object.keys(changelogProducts) as [ChangelogProduct, ...ChangelogProduct[]]),
  /** One or two sentences: what changed and what it means for the reader; never only "New features." */
  summary: z.string().regex(/^[A-Z$].{30,}[.!]$/, 'must say in a sentence or two what changed and what it means for the reader (a capital first, a full stop last)'),
  /** The pages the change affects; at least one. */
  links: nonEmptyList(siteLink, 'must link at least one page the change affects'),
});

export function checkChangelog(entries: readonly ChangelogEntry[], context: Pick<DataContext, 'routes'>): Problem[] {
  const label = (entry: ChangelogEntry, i: number) => `changelog[${i}] (${entry.date})`;
  const problems = entries.flatMap((entry, i) => zodProblems(changelogEntrySchema, entry, file, label(entry, i)));
  entries.forEach((entry, i) => {
    (Array.isArray(entry.links) ? entry.links : []).forEach((link, j) => {
      const route = typeof link.to === 'string' ? link.to.split('#')[0]! : '';
      if (route.startsWith('/') && !context.routes.has(route)) problems.push({file, message: `${label(entry, i)} links[${j}].to: ${route} is not a route the site serves (spec/routes.txt or a page in docs/)`});
    });
    const newer = entries[i - 1];
    if (newer && entry.date > newer.date) problems.push({file, message: `${label(entry, i)} date: is newer than the entry before it; the changelog runs newest first`});
  });
  return problems;
}
