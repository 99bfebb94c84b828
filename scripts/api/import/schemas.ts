/**
 * Component schemas, from the provider's OpenAPI 3.0 form to the site's 3.1 form: `nullable`
 * becomes a `null` type, the provider's titles, descriptions and examples go (the descriptions are
 * its words, the examples its data), schemas get meaningful names (overlay `rename`), name-keyed
 * maps become `additionalProperties`, and only schemas an operation reaches are kept.
 */
import {isDeepStrictEqual} from 'node:util';
import type {SchemaOverlay} from './overlay';

export type Schema = Record<string, unknown>;
const REF_PREFIX = '#/components/schemas/';

export const refName = (ref: string) => decodeURIComponent(ref.slice(REF_PREFIX.length));
export const refTo = (name: string) => `${REF_PREFIX}${name}`;

/** One schema (or schema fragment) in the site's form, with references renamed. */
export function ownSchema(schema: unknown, rename: (name: string) => string): Schema {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return {};
  const source = schema as Schema;
  if (typeof source.$ref === 'string') return {$ref: refTo(rename(refName(source.$ref)))};
  const out: Schema = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'title' || key === 'description' || key === 'example' || key === 'nullable') continue;
    if (key === 'properties') {
      out.properties = Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([name, sub]) => [name, ownSchema(sub, rename)]));
    } else if (key === 'items' || key === 'additionalProperties') {
      out[key] = typeof value === 'object' ? ownSchema(value, rename) : value;
    } else if (key === 'allOf' || key === 'anyOf' || key === 'oneOf') {
      out[key] = (value as unknown[]).map((sub) => ownSchema(sub, rename));
    } else if (key === 'required' && Array.isArray(value) && value.length === 0) {
      continue;
    } else {
      out[key] = value;
    }
  }
  if (source.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}

/** Every schema name a value refers to, directly. */
export function referencedNames(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => referencedNames(item, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, sub] of Object.entries(value)) {
      if (key === '$ref' && typeof sub === 'string' && sub.startsWith(REF_PREFIX)) found.add(refName(sub));
      else referencedNames(sub, found);
    }
  }
  return found;
}

/** For comparing: the order of `required` names carries no meaning. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, sub]) => [key, key === 'required' && Array.isArray(sub) ? [...sub].sort() : canonical(sub)]));
}

/** `patch` merged into `base`: objects key by key, everything else replaced. */
function merged(base: unknown, patch: unknown): unknown {
  if (!isObject(base) || !isObject(patch)) return patch;
  const out: Record<string, unknown> = {...base};
  for (const [key, value] of Object.entries(patch)) out[key] = merged(base[key], value);
  return out;
}
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

export interface OwnComponents {
  schemas: Record<string, Schema>;
  rename: (name: string) => string;
}

/**
 * The provider's component schemas in the site's form, renamed, merged where the overlay gives
 * several the same name (they must be identical), plus the overlay's own schemas.
 */
export function ownComponents(provider: Record<string, unknown>, overlay: SchemaOverlay): OwnComponents {
  const rename = (name: string) => overlay.rename[name] ?? name;
  const schemas: Record<string, Schema> = {};
  const origin: Record<string, string> = {};
  for (const [name, schema] of Object.entries(provider)) {
    const own = ownSchema(schema, rename);
    if (overlay.maps.includes(name)) {
      const values = Object.values((own.properties ?? {}) as Record<string, Schema>);
      if (values.length !== 1) throw new Error(`src/data/api/overlay/schemas.yaml: maps: ${name} should have one example property, has ${values.length}.`);
      delete own.properties;
      delete own.required;
      own.additionalProperties = values[0];
    }
    const target = rename(name);
    if (schemas[target] && !isDeepStrictEqual(canonical(schemas[target]), canonical(own))) {
      throw new Error(`src/data/api/overlay/schemas.yaml: rename gives ${origin[target]} and ${name} the name ${target}, but the schemas differ.`);
    }
    schemas[target] = own;
    origin[target] ??= name;
  }
  for (const [name, schema] of Object.entries(overlay.add)) {
    if (schemas[name]) throw new Error(`src/data/api/overlay/schemas.yaml: add: ${name} already exists.`);
    schemas[name] = schema;
  }
  for (const [name, {why, patch}] of Object.entries(overlay.refine ?? {})) {
    if (!schemas[name]) throw new Error(`src/data/api/overlay/schemas.yaml: refine: no schema is named ${name}.`);
    if (!why?.trim()) throw new Error(`src/data/api/overlay/schemas.yaml: refine: ${name} needs a one-line "why" naming its source.`);
    schemas[name] = merged(schemas[name], patch) as Schema;
  }
  for (const [name, description] of Object.entries(overlay.descriptions)) {
    if (!schemas[name]) throw new Error(`src/data/api/overlay/schemas.yaml: descriptions: no schema is named ${name}.`);
    schemas[name] = {description, ...schemas[name]};
  }
  return {schemas, rename};
}

/** Only the schemas reachable from `roots`, in name order. */
export function reachableSchemas(schemas: Record<string, Schema>, roots: unknown): Record<string, Schema> {
  const keep = referencedNames(roots);
  for (let size = -1; size !== keep.size; ) {
    size = keep.size;
    for (const name of [...keep]) referencedNames(schemas[name], keep);
  }
  const missing = [...keep].filter((name) => !schemas[name]);
  if (missing.length > 0) throw new Error(`reference API import: no schema named ${missing.join(', ')}.`);
  return Object.fromEntries([...keep].sort().map((name) => [name, schemas[name]!]));
}

/** Whether the schema at a path of keys below `schema` is a map (additionalProperties, no properties). */
export function mapAt(schemas: Record<string, Schema>, schema: Schema | undefined, path: string[]): boolean {
  let node: Schema | undefined = schema;
  const resolve = (s: Schema | undefined): Schema | undefined => (s && typeof s.$ref === 'string' ? resolve(schemas[refName(s.$ref)]) : s);
  for (const key of path) {
    node = resolve(node);
    if (!node) return false;
    if (key === '[]') node = node.items as Schema | undefined;
    else if (key === '*') node = node.additionalProperties as Schema | undefined;
    else node = (node.properties as Record<string, Schema> | undefined)?.[key];
  }
  node = resolve(node);
  return !!node && typeof node.additionalProperties === 'object' && !node.properties;
}
