/**
 * The Schemas section of /api: every named schema once, collapsed (native <details>, so it opens
 * without JavaScript), as JSON Schema text. Operations link here instead of repeating a schema
 * under each operation that uses it.
 */
import type {ElementContent} from 'hast';
import {h} from 'hastscript';
import {schemaAnchor, type Json} from '../../../src/apiReference/model';
import {heading, inline} from './inline';

/**
 * A schema as its JSON text: one element per schema instead of a table of rows and cells, so the
 * page's DOM stays small enough for quick layout and checks; readers get the exact shape.
 */
function schemaBody(schema: Json): ElementContent[] {
  const {description, ...shape} = schema;
  return [
    ...(description ? [h('p', inline(String(description)))] : []),
    h('pre', {className: ['language-json'], tabIndex: 0}, h('code', {className: ['language-json']}, JSON.stringify(shape, null, 2))),
  ];
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
      h('details', {id: schemaAnchor(name), className: ['api-ref__schema'], dataSearchSkip: ''}, [h('summary', h('code', name)), ...schemaBody(schema)]),
    ),
  ];
}
