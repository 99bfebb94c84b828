/**
 * A schema as a property tree: each property with its name, type (named schemas as links to the
 * Schemas section), whether it is required, its constraints, values, default and description.
 * Objects and arrays of objects defined in place nest as native <details> (open them without
 * JavaScript); `oneOf`/`anyOf` list their alternatives. Named schemas are links, never expanded in
 * place, so a tree is finite and each shape is written once on the page.
 */
import type {ElementContent} from 'hast';
import {h} from 'hastscript';
import type {Json} from '../../../src/apiReference/model';
import {inline} from './inline';
import {constraintsOf, typeOf} from './schemaText';

const text = (value: string): ElementContent => ({type: 'text', value});
const code = (value: unknown) => h('code', typeof value === 'string' ? value : JSON.stringify(value));

/** The object schema with properties that `schema` holds in place (itself, or an array's items), if any. */
function nestedObject(schema: Json): Json | undefined {
  if (schema.properties && typeof schema.properties === 'object') return schema;
  const items = schema.items as Json | undefined;
  if (schema.type === 'array' && items && !items.$ref) return nestedObject(items);
  const extra = schema.additionalProperties as Json | undefined;
  if (extra && typeof extra === 'object' && !extra.$ref) return nestedObject(extra);
  return undefined;
}

const alternativesOf = (schema: Json): [string, Json[]] | undefined => {
  for (const key of ['oneOf', 'anyOf'] as const) if (Array.isArray(schema[key])) return [key, schema[key] as Json[]];
  return undefined;
};

/** The facts of one value: type, required, constraints, default, description. */
function facts(schema: Json, required: boolean): ElementContent[] {
  const constraints = constraintsOf(schema);
  return [
    h('span', {className: ['api-tree__type']}, typeOf(schema)),
    ...(required ? [text(' '), h('span', {className: ['api-tree__required']}, 'required')] : []),
    ...(constraints.length > 0 ? [text(' · '), ...constraints] : []),
    ...(schema.default !== undefined ? [text(' · default '), code(schema.default)] : []),
    // The space is not seen (the meaning is a block of its own); text-only readers (the Markdown twin, search) need it between the last fact and the meaning.
    ...(typeof schema.description === 'string' ? [text(' '), h('span', {className: ['api-tree__meaning']}, inline(schema.description))] : []),
  ];
}

function property(name: string, schema: Json, required: boolean): ElementContent {
  const label = [h('code', {className: ['api-tree__name']}, name), text(' '), ...facts(schema, required)];
  const nested = nestedObject(schema);
  const alternatives = alternativesOf(schema);
  if (nested) return h('li', h('details', [h('summary', label), tree(nested)]));
  if (alternatives && alternatives[1].some((option) => nestedObject(option))) {
    return h('li', h('details', [h('summary', label), alternativesList(alternatives)]));
  }
  return h('li', label);
}

function alternativesList([key, options]: [string, Json[]]): ElementContent {
  return h('div', {className: ['api-tree__alternatives']}, [
    h('p', key === 'oneOf' ? 'Exactly one of:' : 'Any of:'),
    h('ol', options.map((option) => h('li', [...facts(option, false), ...(nestedObject(option) ? [tree(nestedObject(option)!)] : [])]))),
  ]);
}

/** The tree of an object schema's properties, or the facts of any other schema. */
export function tree(schema: Json): ElementContent {
  const properties = schema.properties as Record<string, Json> | undefined;
  const alternatives = alternativesOf(schema);
  if (!properties) {
    const nested = nestedObject(schema);
    if (nested && nested !== schema) return h('div', [h('p', facts(schema, false)), tree(nested)]);
    return alternatives ? alternativesList(alternatives) : h('p', {className: ['api-tree__value']}, facts(schema, false));
  }
  const required = new Set((schema.required ?? []) as string[]);
  const extra = schema.additionalProperties;
  return h('ul', {className: ['api-tree']}, [
    ...Object.entries(properties).map(([name, sub]) => property(name, sub, required.has(name))),
    ...(extra && typeof extra === 'object' ? [h('li', [h('code', {className: ['api-tree__name']}, '(any other name)'), text(' '), ...facts(extra as Json, false)])] : []),
  ]);
}
