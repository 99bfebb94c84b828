/**
 * The one description of a search synonym entry (src/data/synonyms/*.ts), in the hosted search
 * service's two shapes: `synonym`, where every phrase stands for every other, and `oneWaySynonym`,
 * where typing `input` also finds its `synonyms`, not the other way round.
 */
import {z} from 'zod';

const phrase = z.string().trim().min(1, 'must be a phrase as people type it, not empty');
const phrases = (least: number) => z.array(phrase).min(least, least === 1 ? 'must list at least one phrase' : `must list at least ${least} phrases`);

export const searchSynonymSchema = z.discriminatedUnion(
  'type',
  [z.strictObject({type: z.literal('synonym'), synonyms: phrases(2)}), z.strictObject({type: z.literal('oneWaySynonym'), input: phrase, synonyms: phrases(1)})],
  {error: 'type must be "synonym" (two-way) or "oneWaySynonym" (input finds synonyms)'},
);
