/**
 * Checks an example against its schema with Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1),
 * resolving `#/components/schemas/...` references against the document's components. Like
 * Redocly's recommended `no-invalid-media-type-examples` rule, an example may not carry a property
 * its object schema does not list (unless the schema allows more with `additionalProperties`): an
 * example showing a field the schema leaves out is a wrong schema or a wrong example. Used by the
 * import (which leaves out a provider example its schema refuses and stops on an overlay example
 * that does not match), the build and the unit tests.
 */
import Ajv2020 from 'ajv/dist/2020';

const ROOT = 'https://docs.invalid/openapi.json';

const isObjectSchema = (schema: Record<string, unknown>) =>
  schema.properties !== undefined || schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object'));

/** Every object schema that says nothing about other properties refuses them (Redocly's default for examples). */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (schema === null || typeof schema !== 'object') return schema;
  const record = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, key === 'properties' || key === '$defs' ? mapValues(value, closed) : closed(value)]));
  const open = 'additionalProperties' in record || 'unevaluatedProperties' in record || 'patternProperties' in record;
  return isObjectSchema(record) && !open ? {...record, unevaluatedProperties: false} : record;
}
const mapValues = (value: unknown, fn: (v: unknown) => unknown) => (value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fn(v)])) : value);

export type ExampleCheck = (schema: unknown, example: unknown) => string[];

/** Rewrites local component references to the registered document. */
function anchored(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${ROOT}${value}` : anchored(value)]),
  );
}

export function exampleChecker(schemas: Record<string, unknown>): ExampleCheck {
  const ajv = new Ajv2020({strict: false, allErrors: true, validateFormats: false});
  ajv.addSchema({$id: ROOT, components: {schemas: mapValues(anchored(schemas), closed)}});
  return (schema, example) => {
    const validate = ajv.compile(closed(anchored(schema)) as object);
    if (validate(example)) return [];
    return (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? 'is invalid'}`);
  };
}
