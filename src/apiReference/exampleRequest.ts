import type {Operation} from './model';
import type {SampleRequest} from './samples';

/** A parameter's example as the text a URL carries. */
export function exampleText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(String).join(',');
  return String(value);
}

/** The operation's request with its documented examples, for the samples on the page. */
export function exampleRequest(op: Operation, token: SampleRequest['token'] = {variable: 'SE_JWT'}): SampleRequest {
  let path = op.path;
  const query: [string, string][] = [];
  for (const param of op.parameters) {
    const value = exampleText(param.example) ?? `<${param.name}>`;
    if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(value).replace(/%3C|%3E/g, (c) => (c === '%3C' ? '<' : '>')));
    else if (param.required || param.example !== undefined) {
      if (Array.isArray(param.example)) for (const item of param.example) query.push([param.name, String(item)]);
      else query.push([param.name, value]);
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
