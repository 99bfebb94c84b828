import type {JsonSchema, JsonType} from './types';

/** One row of a payload field table, derived from a JSON Schema. */
export interface FieldRow {
  /** Dotted path from the payload root, e.g. `donation.user.username`; array items add `[]`. */
  path: string;
  type: string;
  required: boolean;
  description: string;
  /** Closed list of values (from `enum` or documented `oneOf` constants). */
  values: readonly {value: string; description?: string}[];
  /** Open list of known values (from `examples`). */
  examples: readonly string[];
}

const typeLabel = (type: JsonSchema['type']): string => {
  if (type === undefined) return 'any';
  const list: readonly JsonType[] = typeof type === 'string' ? [type] : type;
  return list.join(' | ');
};

const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

function valuesOf(schema: JsonSchema): FieldRow['values'] {
  if (schema.enum) return schema.enum.map((value) => ({value: show(value)}));
  if (schema.oneOf) {
    return schema.oneOf
      .filter((option) => option.const !== undefined)
      .map((option) => ({value: show(option.const), description: option.description}));
  }
  return [];
}

/**
 * Every property of an object schema, depth first, parents before children. A property is
 * "required" when its parent object lists it; nested rows say nothing about their parent.
 */
export function flattenSchema(schema: JsonSchema, prefix = ''): FieldRow[] {
  const rows: FieldRow[] = [];
  const required = new Set(schema.required ?? []);
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const path = prefix + name;
    rows.push({
      path,
      type: child.type === 'array' && child.items ? `array of ${typeLabel(child.items.type)}` : typeLabel(child.type),
      required: required.has(name),
      description: child.description ?? '',
      values: valuesOf(child),
      examples: (child.examples ?? []).map(show),
    });
    if (child.properties) rows.push(...flattenSchema(child, `${path}.`));
    if (child.items?.properties) rows.push(...flattenSchema(child.items, `${path}[].`));
  }
  return rows;
}
