/** The types of a spam filter, inferred from its schema (./schema.ts). */
import type {z} from 'zod';
import type {matchingRuleSchema, spamFilterSchema} from './schema';

export type SpamFilter = z.input<typeof spamFilterSchema>;

/** How one kind of list entry (plain text, a regular expression) is matched against a message. */
export type MatchingRule = z.input<typeof matchingRuleSchema>;
