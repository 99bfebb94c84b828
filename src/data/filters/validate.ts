/**
 * The build's check of the spam filters: each entry against its schema (./schema.ts), and slugs
 * and anchors used once.
 */
import {duplicates, zodProblems, type DataContext, type Problem} from '../validation/problems';
import {filterWithoutPageSchema, spamFilterSchema} from './schema';
import type {FilterWithoutPage, SpamFilter} from './types';

export function checkFilters(entries: readonly SpamFilter[], withoutPage: readonly FilterWithoutPage[], context: DataContext): Problem[] {
  const fileOf = (key: string) => context.fileOf('filters', key);
  const problems = [
    ...entries.flatMap((entry) => zodProblems(spamFilterSchema, entry, fileOf(entry.slug), `/chatbot/filters/${entry.slug}`)),
    ...withoutPage.flatMap((entry) => zodProblems(filterWithoutPageSchema, entry, fileOf(entry.id), `/chatbot/filters#${entry.id}`)),
  ];
  for (const {value} of duplicates(entries, (entry) => entry.slug)) problems.push({file: fileOf(value), message: `/chatbot/filters/${value} slug: is used by two filters`});
  for (const {value} of duplicates(withoutPage, (entry) => entry.id)) problems.push({file: fileOf(value), message: `/chatbot/filters#${value} id: is used by two filters`});
  return problems;
}
