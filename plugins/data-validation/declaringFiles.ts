/**
 * Which data file declares an entry. Loads every module of a collection's folder (not index.ts,
 * types.ts, schema.ts or validate.ts) and notes, for each export, its name and the name, slug or id
 * of each entry it holds; an entry with none of those (a search synonym) is noted by its content,
 * `JSON.stringify(entry)`. Works for a collection split by category and for one module per entry
 * alike, without any marker in the data files.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

const skipped = new Set(['index.ts', 'types.ts', 'schema.ts', 'validate.ts']);
const keyFields = ['name', 'slug', 'id'] as const;

function moduleFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return moduleFiles(file);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.bundle.ts') && !skipped.has(entry.name) ? [file] : [];
    });
}

function keysOf(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : [value];
  return entries.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const keys = keyFields.map((field) => (entry as Record<string, unknown>)[field]).filter((key): key is string => typeof key === 'string');
    return keys.length > 0 || !Array.isArray(value) ? keys : [JSON.stringify(entry)];
  });
}

/**
 * `fileOf(collection, key)`: the repository-relative file under src/data/<collection> that exports
 * `key` or an entry named `key`; the folder itself when none does. `load` imports a module file.
 */
export function declaringFiles(siteDir: string, load: (file: string) => unknown): (collection: string, key: string) => string {
  const byCollection = new Map<string, Map<string, string>>();
  const index = (collection: string) => {
    const found = new Map<string, string>();
    const dir = path.join(siteDir, 'src/data', collection);
    for (const file of moduleFiles(dir)) {
      const relative = path.relative(siteDir, file).split(path.sep).join('/');
      for (const [exportName, value] of Object.entries((load(file) ?? {}) as Record<string, unknown>)) {
        for (const key of [exportName, ...keysOf(value)]) if (!found.has(key)) found.set(key, relative);
      }
    }
    byCollection.set(collection, found);
    return found;
  };
  return (collection, key) => (byCollection.get(collection) ?? index(collection)).get(key) ?? `src/data/${collection}`;
}
