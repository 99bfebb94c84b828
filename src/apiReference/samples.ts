/**
 * The request an operation's sample or Try it sends, and its curl form for Try it's "Copy as curl".
 * The page's samples in every language are generated at build time by @readme/httpsnippet
 * (plugins/openapi/snippets.ts); this curl writer reproduces that generator's curl output exactly
 * (a unit test holds the two to each other), so Try it does not ship the generator to the browser.
 * Both read the token from one environment variable, unless the reader asks to include theirs.
 */
import type {Method} from './model';

/** The one environment variable every sample and Try it's copied curl reads the token from. */
export const TOKEN_VARIABLE = 'SE_TOKEN';

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

/** The generator's shell quoting: safe words bare, anything else in single quotes. */
const shellQuote = (text: string) => (/^[a-z0-9-_/.@%^=:]+$/i.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`);

/** The JSON body as the generator's curl writes it; a body with a `'` goes through a quoted here-document. */
function curlData(body: unknown): string {
  const text = JSON.stringify(body);
  if (text.length <= 20) return `--data ${shellQuote(text)}`;
  const pretty = JSON.stringify(body, null, 2);
  // The delimiter is quoted ('EOF'), so the shell sends `$` and backticks in the body as written.
  return text.indexOf("'") > 0 ? `--data @- <<'EOF'\n${pretty}\nEOF` : `--data '\n${pretty}\n'`;
}

export function curlSample(request: SampleRequest): string {
  const authorization = 'variable' in request.token ? `"Authorization: ${request.scheme} $${request.token.variable}"` : shellQuote(`Authorization: ${request.scheme} ${request.token.literal}`);
  const lines = [`curl --request ${request.method.toUpperCase()}`, `--url ${shellQuote(fullUrl(request))}`, `--header 'Accept: application/json'`, `--header ${authorization}`];
  if (request.body !== undefined) lines.push(`--header 'Content-Type: application/json'`, curlData(request.body));
  return lines.join(' \\\n  ');
}
