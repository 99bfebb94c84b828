import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {sharedDir} from '../../support/routes';

/** One page entry of a facts file (only the parts these tests read). */
export interface FactsEntry {
  route: string;
  in_spec_routes?: boolean;
  topic?: string;
  required_scope?: string;
  terms?: string[];
  outline?: string[];
  tables?: {columns: string[]; rows: string[][]}[];
  syntax_and_examples?: {lang: string; text?: string}[];
}

export function loadFacts(file: 'websockets' | 'overlays' | 'api'): FactsEntry[] {
  return yaml.load(readFileSync(path.join(sharedDir, 'facts', `${file}.yaml`), 'utf8')) as FactsEntry[];
}

export function factsFor(file: 'websockets' | 'overlays' | 'api', route: string): FactsEntry {
  const entry = loadFacts(file).find((candidate) => candidate.route === route);
  if (!entry) throw new Error(`No facts for ${route}`);
  return entry;
}

/** Strip Markdown code ticks and link syntax from a facts table cell: "[`a`](./x.md)" -> "a". */
export const cellText = (cell: string): string => cell.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '').trim();
