/**
 * Checks an example against its schema with Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1),
 * resolving `#/components/schemas/...` references against the document's components. Properties a
 * schema does not list are allowed, as JSON Schema says. Used by the import (which leaves out a
 * provider example its schema refuses) and by the unit tests (every example validates).
 */
import Ajv2020 from 'ajv/dist/2020';

const ROOT = 'https://docs.invalid/openapi.json';

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
  ajv.addSchema({$id: ROOT, components: {schemas: anchored(schemas)}});
  return (schema, example) => {
    const validate = ajv.compile(anchored(schema) as object);
    if (validate(example)) return [];
    return (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? 'is invalid'}`);
  };
}
