/**
 * What the reply preview can show. Every name a reply may write (src/data/variables, read through
 * the catalog) needs a behaviour in ./handlers, keyed by that name or by its variable, or a
 * `preview: {sample}` in its entry. plugins/data-validation fails the build on a gap, naming the entry
 * file and the handler key it lacks, so a new variable cannot reach the preview half-done.
 */
import {variablesWithoutPage} from '@site/src/data/variables';
import {buildCatalog, type Catalog} from './catalog';
import {handlers} from './handlers';

/** Where a variable's entry is written, for messages. */
export function entryFileOf(variable: string): string {
  if (variablesWithoutPage.some((entry) => entry.name === variable)) return 'src/data/variables/withoutPage.ts';
  return `src/data/variables/entries/${variable}.ts`;
}

export function previewGaps(catalog: Catalog = buildCatalog(), handled: Readonly<Record<string, unknown>> = handlers): {file: string; message: string}[] {
  const specs = [...catalog.names.values(), ...catalog.patterns.map((entry) => entry.spec)];
  const missing = new Map<string, string[]>();
  for (const spec of specs) {
    if (handled[spec.name] || handled[spec.variable] || catalog.docs.get(spec.variable)?.preview) continue;
    missing.set(spec.variable, [...(missing.get(spec.variable) ?? []), spec.name]);
  }
  return [...missing].map(([variable, names]) => ({
    file: entryFileOf(variable),
    message:
      `preview: the reply preview has no behaviour for ${names.map((name) => `\${${name}}`).join(', ')}. ` +
      `Add a handler keyed '${variable}' (or by each name) to src/preview/handlers, or give the entry preview: {sample: '<a reply value>'}.`,
  }));
}
