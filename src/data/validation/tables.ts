/**
 * Checks for the small reference tables (overlay fields, widget events, gateway facts): each row
 * against a Zod shape, and a key that must be unique within the table. A row is named by its key,
 * e.g. `listeners "merch-latest" when: must not be empty`.
 */
import type {z} from 'zod';
import {duplicates, zodProblems, type Problem} from './problems';

export interface Table<T> {
  /** The export's name, e.g. `listeners`; the data file is found by it. */
  name: string;
  rows: readonly T[];
  shape: z.ZodType;
  /** What must be unique, and names the row in messages. */
  key?: (row: T) => string;
}

export function tableProblems<T>(table: Table<T>, file: string): Problem[] {
  const label = (row: T, i: number) => {
    const key = table.key?.(row);
    return key ? `${table.name} "${key}"` : `${table.name}[${i}]`;
  };
  const problems = table.rows.flatMap((row, i) => zodProblems(table.shape, row, file, label(row, i)));
  if (table.key) for (const {value} of duplicates(table.rows, table.key)) problems.push({file, message: `${table.name} "${value}": listed twice`});
  return problems;
}
