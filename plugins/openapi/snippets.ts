/**
 * Request samples for /api, generated at build time by a maintained snippet generator
 * (@readme/httpsnippet, the HTTPSnippet family) from the operation's example request: curl,
 * JavaScript (fetch), Node (its own https module, no packages), Python (requests), PHP (curl), Go
 * (net/http) and C# (HttpClient). Nothing of this reaches a browser: the page gets the finished
 * text. The generator writes the token as a literal header value; each sample is then changed to
 * read it from one environment variable, `SE_TOKEN` (the same name Try it's "Copy as curl" uses),
 * so a sample runs as pasted once the variable is set, and never holds a token.
 */
import {HTTPSnippet, type HarRequest} from '@readme/httpsnippet';
import {fullUrl, TOKEN_VARIABLE, type SampleRequest} from '../../src/apiReference/samples';

export interface SampleLanguage {
  /** Stable key: the remembered choice and the `data-lang` of each sample. */
  id: string;
  label: string;
  /** Prism's language name, for the code's class. */
  prism: string;
  target: string;
  client: string;
}

export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = [
  {id: 'curl', label: 'curl', prism: 'bash', target: 'shell', client: 'curl'},
  {id: 'fetch', label: 'JavaScript', prism: 'javascript', target: 'javascript', client: 'fetch'},
  {id: 'node', label: 'Node', prism: 'javascript', target: 'node', client: 'native'},
  {id: 'python', label: 'Python', prism: 'python', target: 'python', client: 'requests'},
  {id: 'php', label: 'PHP', prism: 'php', target: 'php', client: 'curl'},
  {id: 'go', label: 'Go', prism: 'go', target: 'go', client: 'native'},
  {id: 'csharp', label: 'C#', prism: 'csharp', target: 'csharp', client: 'httpclient'},
];

/** What the generator sees instead of a token; every sample must lose it again (checked below). */
const SENTINEL = 'SE_TOKEN_FROM_THE_ENVIRONMENT';

/** The token's literal, as each target quotes it, and what reads the variable there instead. */
const TOKEN_READERS: Record<string, (scheme: string, code: string) => string> = {
  // The generator's here-document (for a body with a `'`) has a bare EOF, so the shell would expand
  // `$` and backticks inside the body: quoting the delimiter sends the body as written.
  curl: (scheme, code) => code.replace(`'Authorization: ${scheme} ${SENTINEL}'`, `"Authorization: ${scheme} $${TOKEN_VARIABLE}"`).replace(/ @- <<EOF\n/, " @- <<'EOF'\n"),
  fetch: (scheme, code) => code.replace(`'${scheme} ${SENTINEL}'`, `\`${scheme} \${process.env.${TOKEN_VARIABLE}}\``),
  node: (scheme, code) => code.replace(`'${scheme} ${SENTINEL}'`, `\`${scheme} \${process.env.${TOKEN_VARIABLE}}\``),
  python: (scheme, code) => `import os\n${code.replace(`"${scheme} ${SENTINEL}"`, `"${scheme} " + os.environ["${TOKEN_VARIABLE}"]`)}`,
  php: (scheme, code) => code.replace(`"Authorization: ${scheme} ${SENTINEL}"`, `"Authorization: ${scheme} " . getenv("${TOKEN_VARIABLE}")`),
  go: (scheme, code) =>
    code.replace(`"${scheme} ${SENTINEL}"`, `"${scheme} "+os.Getenv("${TOKEN_VARIABLE}")`).replace(/^import \(\n/m, 'import (\n\t"os"\n'),
  csharp: (scheme, code) => code.replace(`"${scheme} ${SENTINEL}"`, `"${scheme} " + Environment.GetEnvironmentVariable("${TOKEN_VARIABLE}")`),
};

/** Whether a JSON value holds an empty object anywhere (`{}` alone or nested). */
function holdsEmptyObject(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsEmptyObject);
  if (value === null || typeof value !== 'object') return false;
  const entries = Object.values(value);
  return entries.length === 0 || entries.some(holdsEmptyObject);
}

/**
 * The generator writes a PHP body as a PHP array for `json_encode`, where an empty object becomes
 * `[]` and is sent as a JSON array. Such a body goes as its JSON text instead, in a nowdoc (PHP 7.3+),
 * which takes the text exactly as written.
 */
function phpBodyAsWritten(code: string, body: unknown): string {
  if (!holdsEmptyObject(body)) return code;
  const postFields = /CURLOPT_POSTFIELDS => json_encode\(\[[\s\S]*?\n {2}\]\),\n/;
  if (!postFields.test(code)) throw new Error('The PHP sample no longer writes its body as `json_encode([…])`: the generator changed; see phpBodyAsWritten.');
  return code.replace(postFields, () => `CURLOPT_POSTFIELDS => <<<'JSON'\n${JSON.stringify(body)}\nJSON,\n`);
}

/** The example request in HAR form, as the generator takes it. */
export function harOf(request: SampleRequest): HarRequest {
  const headers = [
    {name: 'Authorization', value: `${request.scheme} ${SENTINEL}`},
    {name: 'Accept', value: 'application/json'},
    ...(request.body !== undefined ? [{name: 'Content-Type', value: 'application/json'}] : []),
  ];
  return {
    method: request.method.toUpperCase(),
    // The query is in the address already encoded, as every client sends it.
    url: fullUrl(request),
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString: [],
    headersSize: -1,
    bodySize: -1,
    ...(request.body !== undefined ? {postData: {mimeType: 'application/json', text: JSON.stringify(request.body)}} : {}),
  } as HarRequest;
}

/** What an operation's success answer holds: JSON, other text ("Created"), or nothing (204). */
export type SuccessAnswer = 'json' | 'text' | 'none';

/**
 * The generator's fetch sample reads every answer as JSON, which throws on a success that is plain
 * text or empty: a call that worked was printed as an error. Such answers are read as text, as the
 * other languages' samples print them.
 */
function fetchReadsAnswer(code: string, answer: SuccessAnswer): string {
  if (answer === 'json') return code;
  const readsJson = '.then(res => res.json())';
  if (!code.includes(readsJson)) throw new Error('The fetch sample no longer reads its answer with `res.json()`: the generator changed; see fetchReadsAnswer.');
  return code.replace(readsJson, '.then(res => res.text())');
}

/** Every language's sample of one request, in SAMPLE_LANGUAGES order. */
export function samplesOf(request: SampleRequest, answer: SuccessAnswer = 'json'): {language: SampleLanguage; code: string}[] {
  const snippet = new HTTPSnippet(harOf(request));
  return SAMPLE_LANGUAGES.map((language) => {
    const generated = snippet.convert(language.target as never, language.client);
    const raw = Array.isArray(generated) ? generated[0] : generated;
    if (typeof raw !== 'string') throw new Error(`@readme/httpsnippet gave no ${language.label} sample for ${request.method.toUpperCase()} ${request.url}.`);
    const read = TOKEN_READERS[language.id]!(request.scheme, raw).trimEnd();
    const code = language.id === 'php' ? phpBodyAsWritten(read, request.body) : language.id === 'fetch' ? fetchReadsAnswer(read, answer) : read;
    if (code.includes(SENTINEL)) throw new Error(`The ${language.label} sample of ${request.method.toUpperCase()} ${request.url} still holds the token placeholder: the generator's quoting changed.`);
    return {language, code};
  });
}
