import type {Operation} from './model';
import {TOKEN_VARIABLE, type SampleRequest} from './samples';

/** A parameter's example as the text a URL carries. */
export function exampleText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(String).join(',');
  return String(value);
}

/**
 * The operation's request for the samples on the page: its path parameters and required query
 * parameters with their documented examples (optional ones are left out: a sample sends what the
 * call needs), and the body's example.
 */
export function exampleRequest(op: Operation, token: SampleRequest['token'] = {variable: TOKEN_VARIABLE}): SampleRequest {
  let path = op.path;
  const query: [string, string][] = [];
  for (const param of op.parameters) {
    const value = exampleText(param.example);
    if (value === undefined && (param.in === 'path' || param.required)) throw new Error(`${op.id}: the ${param.in} parameter ${param.name} has no example, so its sample cannot run.`);
    if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(value!));
    else if (param.required) {
      if (Array.isArray(param.example)) for (const item of param.example) query.push([param.name, String(item)]);
      else query.push([param.name, value!]);
    }
  }
  return {
    method: op.method,
    url: `${op.server}${path}`,
    query,
    ...(op.body ? {body: op.body.example ?? {}} : {}),
    token,
    scheme: 'Bearer',
  };
}
