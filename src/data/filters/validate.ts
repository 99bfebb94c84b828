/**
 * The build's check of the spam filters: each entry against its schema (./schema.ts), and slugs
 * used once.
 */
import {duplicates, zodProblems, type DataContext, type Problem} from '../validation/problems';
import {spamFilterSchema} from './schema';
import type {SpamFilter} from './types';

export function checkFilters(entries: readonly SpamFilter[], context: DataContext): Problem[] {
  const fileOf = (key: string) => context.fileOf('filters', key);
  const problems = entries.flatMap((entry) => zodProblems(spamFilterSchema, entry, fileOf(entry.slug), `/chatbot/filters/${entry.slug}`));
  for (const {value} of duplicates(entries, (entry) => entry.slug)) problems.push({file: fileOf(value), message: `/chatbot/filters/${value} slug: is used by two filters`});
  return problems;
}
