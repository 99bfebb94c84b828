/** The types of a spam filter, inferred from its schema (./schema.ts). */
import type {z} from 'zod';
import type {filterWithoutPageSchema, spamFilterSchema} from './schema';

export type SpamFilter = z.input<typeof spamFilterSchema>;

/** A filter the dashboard has that has no page here: the filters overview lists it. */
export type FilterWithoutPage = z.input<typeof filterWithoutPageSchema>;
