/**
 * Topic schemas are written once in src/data/topics (the draft-07 subset that JSON Schema 2020-12
 * reads the same way). This turns one into a standalone 2020-12 document, or into an AsyncAPI
 * Schema Object (no `$schema` of its own, so the parser reads it as the AsyncAPI default format).
 */
import type {JsonSchema} from '../../src/data/topics/types';

export const draft2020 = 'https://json-schema.org/draft/2020-12/schema';

type Plain = {[key: string]: unknown};

/** A deep copy without any `$schema` keyword. */
export function withoutDialect(schema: JsonSchema): Plain {
  const copy: Plain = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema') continue;
    copy[key] = copyValue(key, value);
  }
  return copy;
}

function copyValue(key: string, value: unknown): unknown {
  if (key === 'properties') {
    return Object.fromEntries(Object.entries(value as Record<string, JsonSchema>).map(([name, child]) => [name, withoutDialect(child)]));
  }
  if (key === 'items') return withoutDialect(value as JsonSchema);
  if (key === 'oneOf') return (value as JsonSchema[]).map(withoutDialect);
  return Array.isArray(value) ? [...value] : value;
}

/** A standalone JSON Schema 2020-12 document with its own `$id`. */
export function schema2020(schema: JsonSchema, id: string, title: string): Plain {
  return {$schema: draft2020, $id: id, title, ...withoutDialect(schema)};
}
