import type {z} from 'zod';
import type {searchSynonymSchema} from './schema';

/** One entry of the search synonym table, in the hosted service's two shapes (see src/data/searchSynonyms.ts). */
export type SearchSynonym = z.input<typeof searchSynonymSchema>;
