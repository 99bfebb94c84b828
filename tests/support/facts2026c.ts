import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {sharedDir} from './routes';

/** An entry of the sheet as the tests read it: any field may be there. */
export type Fact = Record<string, unknown> & {no_source?: string | string[]};

/**
 * spec/facts/updates-2026c.yaml, the newest facts sheet: it wins over every older one. Tests read
 * the facts from it, so a changed fact fails them instead of being copied into them.
 */
export const sheet2026c = yaml.load(readFileSync(path.join(sharedDir, 'facts/updates-2026c.yaml'), 'utf8')) as {
  supersedes: Record<string, string[]>;
  corrections: Record<string, Record<string, Fact>>;
  missing: Record<string, Record<string, Fact>>;
  unsure: Record<string, Fact & {routes: string[]; readings: string[]; certain?: string | string[]}>;
  no_marker: Record<string, string>;
};

/** One correction: route, then the field or passage. */
export function correction(route: string, key: string): Fact {
  const found = sheet2026c.corrections[route]?.[key];
  if (!found) throw new Error(`updates-2026c.yaml has no correction ${route} ${key}`);
  return found;
}

/** One missing fact: route, then the field or passage. */
export function missing(route: string, key: string): Fact {
  const found = sheet2026c.missing[route]?.[key];
  if (!found) throw new Error(`updates-2026c.yaml has no missing fact ${route} ${key}`);
  return found;
}

/** One unsure entry, by its key. */
export function unsure(key: string): (typeof sheet2026c.unsure)[string] {
  const found = sheet2026c.unsure[key];
  if (!found) throw new Error(`updates-2026c.yaml has no unsure entry ${key}`);
  return found;
}

/** A list of named settings from the sheet ({name, meaning, …}). */
export const settingNames = (fact: Fact): string[] => ((fact.settings ?? []) as {name: string}[]).map((setting) => setting.name);

/**
 * no_marker.command_aliases, read into command name → aliases ("accountage !accage, !created;
 * addpoints …" → {accountage: ['!accage', '!created'], …}).
 */
export function settledAliases(): Record<string, string[]> {
  const text = (sheet2026c.no_marker.command_aliases ?? '').replace(/\s*\(.*\)\s*$/, '');
  return Object.fromEntries(
    text.split(';').map((part) => {
      const [name = '', ...aliases] = part.trim().split(/[\s,]+/).filter(Boolean);
      return [name, aliases];
    }),
  );
}
