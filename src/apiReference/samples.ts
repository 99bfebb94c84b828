/**
 * Request samples in curl, JavaScript (fetch) and Python (requests), generated from an operation
 * and the values to send. The page shows them with a placeholder for the token (an environment
 * variable); the try-it panel's "Copy as curl" uses the same code with the reader's values.
 */
import type {Method} from './model';

export interface SampleRequest {
  method: Method;
  /** Base address + path with the path parameters filled in. */
  url: string;
  query: [string, string][];
  body?: unknown;
  /** How the token appears: an environment variable's name, or the literal token when revealed. */
  token: {variable: string} | {literal: string};
  /** `Bearer` for a JWT or an overlay token, `oAuth` for an OAuth2 access token. */
  scheme: 'Bearer' | 'oAuth';
}

export function fullUrl(request: Pick<SampleRequest, 'url' | 'query'>): string {
  if (request.query.length === 0) return request.url;
  return `${request.url}?${request.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export function curlSample(request: SampleRequest): string {
  const token = 'variable' in request.token ? `$${request.token.variable}` : request.token.literal;
  const lines = [`curl -X ${request.method.toUpperCase()} ${shellQuote(fullUrl(request))}`];
  // Double quotes so the shell fills in the variable; a literal token is quoted safely instead.
  lines.push('variable' in request.token ? `-H "Authorization: ${request.scheme} ${token}"` : `-H ${shellQuote(`Authorization: ${request.scheme} ${token}`)}`);
  lines.push(`-H 'Accept: application/json'`);
  if (request.body !== undefined) {
    lines.push(`-H 'Content-Type: application/json'`);
    lines.push(`--data ${shellQuote(JSON.stringify(request.body))}`);
  }
  return lines.join(' \\\n  ');
}

const jsString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function fetchSample(request: SampleRequest): string {
  const token = 'variable' in request.token ? `\${process.env.${request.token.variable}}` : request.token.literal.replace(/[`\\$]/g, '\\$&');
  const headers = [`Authorization: \`${request.scheme} ${token}\``, `Accept: 'application/json'`];
  if (request.body !== undefined) headers.push(`'Content-Type': 'application/json'`);
  const options = [`  method: '${request.method.toUpperCase()}',`, `  headers: {${headers.join(', ')}},`];
  if (request.body !== undefined) options.push(`  body: JSON.stringify(${JSON.stringify(request.body, null, 2).replace(/\n/g, '\n  ')}),`);
  return [
    `const response = await fetch(${jsString(fullUrl(request))}, {`,
    ...options,
    '});',
    'if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);',
    'console.log(await response.json());',
  ].join('\n');
}

const pyString = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** A JSON value as a Python literal (true/false/null spelled the Python way). */
function pyValue(value: unknown, indent = ''): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return pyString(value);
  if (typeof value === 'number') return String(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[\n${value.map((v) => `${inner}${pyValue(v, inner)}`).join(',\n')},\n${indent}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length === 0 ? '{}' : `{\n${entries.map(([k, v]) => `${inner}${pyString(k)}: ${pyValue(v, inner)}`).join(',\n')},\n${indent}}`;
}

export function pythonSample(request: SampleRequest): string {
  const token = 'variable' in request.token ? `{os.environ[${pyString(request.token.variable)}]}` : request.token.literal.replace(/[{}]/g, '$&$&');
  const args = [`    ${pyString(request.url)},`, `    headers={"Authorization": f"${request.scheme} ${token}", "Accept": "application/json"},`];
  if (request.query.length > 0) args.push(`    params=${pyValue(Object.fromEntries(request.query), '    ')},`);
  if (request.body !== undefined) args.push(`    json=${pyValue(request.body, '    ')},`);
  args.push('    timeout=10,');
  return [...('variable' in request.token ? ['import os', ''] : []), 'import requests', '', `response = requests.${request.method}(`, ...args, ')', 'response.raise_for_status()', 'print(response.json())'].join('\n').replace(/^import requests/m, 'import requests');
}
