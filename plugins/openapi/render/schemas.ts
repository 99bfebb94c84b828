/**
 * The Schemas section of /api: every named schema once, collapsed (native <details>, so it opens
 * without JavaScript), with a table of its properties. Operations link here instead of repeating
 * a schema under each operation that uses it. Nested inline objects become dotted rows (two levels).
 */
import type {ElementContent} from 'hast';
import {h} from 'hastscript';
import {schemaAnchor, type Json} from '../../../src/apiReference/model';
import {dataTable, heading, inline} from './inline';
import {constraintsOf, typeOf} from './schemaText';

const MAX_DEPTH = 2;

function propertyRows(schema: Json, prefix = '', depth = 0): ElementContent[][][] {
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries((schema.properties ?? {}) as Record<string, Json>).flatMap(([name, sub]) => {
    const row: ElementContent[][] = [[h('code', `${prefix}${name}`)], typeOf(sub), [{type: 'text', value: required.has(name) ? 'yes' : 'no'}], [...constraintsOf(sub), ...(sub.description ? inline(String(sub.description)) : [])]];
    const nested = sub.type === 'object' && sub.properties && depth < MAX_DEPTH ? propertyRows(sub, `${prefix}${name}.`, depth + 1) : [];
    return [row, ...nested];
  });
}

function schemaBody(name: string, schema: Json): ElementContent[] {
  const description = schema.description ? [h('p', inline(String(schema.description)))] : [];
  if (schema.properties) return [...description, dataTable(['Property', 'Type', 'Required', 'Notes'], propertyRows(schema), `Properties of ${name}`)];
  return [...description, h('p', [{type: 'text', value: 'Type: '}, ...typeOf(schema), ...constraintsOf(schema)])];
}

export function renderSchemas(schemas: Record<string, Json>): ElementContent[] {
  return [
    heading(2, 'schemas', 'Schemas'),
    h('p', [
      {type: 'text', value: 'The shapes of request and answer bodies, by name. Every operation above links to the ones it uses. The same schemas, with the examples, are in '},
      h('a', {href: '/api/openapi.json'}, 'openapi.json'),
      {type: 'text', value: ' and '},
      h('a', {href: '/api/openapi.yaml'}, 'openapi.yaml'),
      {type: 'text', value: '.'},
    ]),
    ...Object.entries(schemas).map(([name, schema]) =>
      h('details', {id: schemaAnchor(name), className: ['api-ref__schema'], dataSearchSkip: ''}, [h('summary', h('code', name)), ...schemaBody(name, schema)]),
    ),
  ];
}
