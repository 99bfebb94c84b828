/**
 * The Schemas section of /api: every named schema once, collapsed (native <details>, so it opens
 * without JavaScript), as a property tree (./schemaTree.ts). Operations link here instead of
 * repeating a schema under each operation that uses it; following a link opens the schema
 * (src/components/ApiReference).
 */
import type {ElementContent} from 'hast';
import {h} from 'hastscript';
import {schemaAnchor, type Json} from '../../../src/apiReference/model';
import {heading, inline} from './inline';
import {tree} from './schemaTree';

function schemaBody(schema: Json): ElementContent[] {
  const {description, ...shape} = schema;
  return [...(description ? [h('p', inline(String(description)))] : []), tree(shape)];
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
