/**
 * Every example of the document checked against its schema (plugins/openapi/exampleCheck.ts, the
 * rule Redocly's recommended `no-invalid-media-type-examples` applies): parameters, request bodies
 * and answers. Fast (Ajv, no linter run), so the build runs it and fails on any wrong example.
 */
import {allOperations, type Json} from '../../src/apiReference/model';
import {exampleChecker} from './exampleCheck';

export interface ExampleProblem {
  /** `operationId parameter|body|status`. */
  where: string;
  problems: string[];
}

export function documentExamples(document: Json): {checked: number; problems: ExampleProblem[]} {
  const schemas = ((document.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const check = exampleChecker(schemas);
  const found: ExampleProblem[] = [];
  let checked = 0;
  const verify = (where: string, schema: Json | undefined, example: unknown) => {
    if (example === undefined || !schema) return;
    checked++;
    const problems = check(schema, example);
    if (problems.length > 0) found.push({where, problems});
  };
  for (const op of allOperations(document)) {
    for (const param of op.parameters) verify(`${op.id} parameter ${param.name}`, param.schema, param.example);
    if (op.body) verify(`${op.id} request body`, op.body.schema, op.body.example);
    for (const response of op.responses) verify(`${op.id} ${response.status}`, response.schema, response.example);
  }
  return {checked, problems: found};
}
