/**
 * Schemas and the build's check of two small single-file tables: the chat timer's fields
 * (src/data/timers.ts, settings like a module's) and the user levels (src/data/userLevels.ts,
 * whose types come from the data itself, `as const`, so that each level's id is a literal).
 */
import {z} from 'zod';
import {timerFields} from '../timers';
import {userLevels} from '../userLevels';
import {sentence, text} from './fields';
import type {Problem} from './problems';
import {settingSchema} from './settings';
import {tableProblems} from './tables';

export const userLevelSchema = z.strictObject({
  id: z.string().regex(/^[a-z]+$/, 'must be one lower-case word'),
  label: text,
  /** The number !level shows and accepts; `null` for a level set only in the dashboard. */
  value: z.number().int().positive().nullable(),
  twitchOnly: z.boolean(),
  who: sentence,
});

export function checkSmallTables(data: {timerFields: readonly unknown[]; userLevels: readonly {id: string; value: number | null}[]} = {timerFields, userLevels}): Problem[] {
  const problems = [
    ...tableProblems({name: 'timerFields', rows: data.timerFields, key: (row) => String((row as {name?: unknown}).name), shape: settingSchema}, 'src/data/timers.ts'),
    ...tableProblems({name: 'userLevels', rows: data.userLevels, key: (row) => row.id, shape: userLevelSchema}, 'src/data/userLevels.ts'),
  ];
  // Lowest first: every level includes the ones below it, and a level without a number comes last.
  data.userLevels.forEach((level, i) => {
    const below = data.userLevels[i - 1];
    if (below && (below.value === null || (level.value !== null && level.value <= below.value)))
      problems.push({file: 'src/data/userLevels.ts', message: `userLevels "${level.id}" value: must be above the level before it (lowest first; a level without a number comes last)`});
  });
  return problems;
}
