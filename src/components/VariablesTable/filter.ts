/** Filtering for the variables table, kept apart from React so it can be tested on its own. */
import type {VariableDoc} from '@site/src/data/variables';
import {variableRowName} from '@site/src/data/variables/paths';

/** Everything a reader might type to find a variable: name, forms, aliases, fields, summary, tags. */
export function searchText(doc: VariableDoc): string {
  return [
    doc.name,
    variableRowName(doc.name),
    ...doc.syntax.map((form) => form.form),
    ...doc.aliases,
    ...doc.fields.map((field) => field.name),
    doc.summary,
    ...doc.tags,
  ]
    .join(' ')
    .toLowerCase();
}

/**
 * Words of the query, lower-cased, with the variable punctuation dropped so that
 * `$(user`, `${user}` and `user` all find the same row.
 */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .replace(/[$(){}]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Rows whose search text contains every word of the query; all rows for an empty query. */
export function filterVariables(docs: readonly VariableDoc[], query: string): VariableDoc[] {
  const words = queryWords(query);
  return docs.filter((doc) => {
    const text = searchText(doc);
    return words.every((word) => text.includes(word));
  });
}
