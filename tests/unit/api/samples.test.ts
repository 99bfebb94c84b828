import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {exampleChecker} from '@site/plugins/openapi/exampleCheck';
import {loadDocument} from '@site/plugins/openapi/reference';
import {documentSamples, successAnswer} from '@site/plugins/openapi/sampleFiles';
import {SAMPLE_LANGUAGES} from '@site/plugins/openapi/snippets';
import {exampleRequest} from '@site/src/apiReference/exampleRequest';
import {allOperations, type Json} from '@site/src/apiReference/model';
import {curlSample, fullUrl, TOKEN_VARIABLE} from '@site/src/apiReference/samples';
import {checkSyntaxAll, type SyntaxLanguage} from '../../support/codeSyntax';

/**
 * The request samples of /api, as the build generates them (@readme/httpsnippet): every sample of
 * every operation parses in its language (Python with the 3.8 grammar), curl and Python run against
 * stand-ins and send exactly the operation's example body and token variable, and Try it's own
 * curl is the page's curl.
 */
const document = loadDocument();
const operations = allOperations(document);
const schemas = ((document.components as Json).schemas ?? {}) as Record<string, Json>;
const samples = documentSamples(document);

const SYNTAX: Record<string, SyntaxLanguage> = {curl: 'bash', fetch: 'javascript', node: 'javascript', python: 'python', php: 'php', go: 'go', csharp: 'csharp'};

describe('request samples', () => {
  it('exist for every operation in curl, JavaScript, Node, Python, PHP, Go and C#, reading the token from one variable', () => {
    expect(SAMPLE_LANGUAGES.map((language) => language.id)).toEqual(Object.keys(SYNTAX));
    for (const op of operations) {
      const codes = samples.byOperation.get(op.id)!;
      expect([...codes.keys()], op.id).toEqual(Object.keys(SYNTAX));
      for (const [language, code] of codes) expect(code, `${op.id} ${language}`).toContain(TOKEN_VARIABLE);
    }
  });

  for (const language of SAMPLE_LANGUAGES) {
    it(`parse in ${language.label} for every operation`, async () => {
      const checked = await checkSyntaxAll(SYNTAX[language.id]!, operations.map((op) => samples.byOperation.get(op.id)!.get(language.id)!));
      expect(checked.flatMap((problem, i) => (problem ? [`${operations[i]!.id}: ${problem.message}`] : []))).toEqual([]);
    });
  }

  it('in curl, run in bash and send the example body exactly as written, with the token from SE_TOKEN', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-curl-'));
    // A stand-in for curl: prints its arguments and, for `--data @-`, what arrives on standard input.
    const fake = 'curl() { for a in "$@"; do printf "%s\\0" "$a"; done; if [[ " $* " == *" @- "* ]]; then printf "STDIN\\0"; cat; fi; }\n';
    let bodies = 0;
    for (const op of operations) {
      const code = samples.byOperation.get(op.id)!.get('curl')!;
      const script = path.join(dir, `${op.id}.sh`);
      writeFileSync(script, `${fake}${code}\n`);
      const output = execFileSync('bash', [script], {env: {PATH: process.env.PATH, [TOKEN_VARIABLE]: 'token-from-env'}}).toString('utf8').split('\0');
      expect(output, op.id).toContain('Authorization: Bearer token-from-env');
      const request = exampleRequest(op);
      if (request.body === undefined) continue;
      const data = output.includes('STDIN') ? output[output.indexOf('STDIN') + 1]! : output[output.indexOf('--data') + 1]!;
      expect(JSON.parse(data), op.id).toEqual(request.body);
      expect(exampleChecker(schemas)(op.body!.schema, JSON.parse(data)), op.id).toEqual([]);
      bodies++;
    }
    expect(bodies).toBe(operations.filter((op) => op.body).length);
  });

  it('in Python, run on a stand-in for requests and send the example body and the token', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-python-'));
    // requests.get/post/… record what they were given; the sample's own code does the rest.
    writeFileSync(
      path.join(dir, 'requests.py'),
      [
        'import json, sys',
        'class _Answer:',
        '    text = "[]"',
        'def _call(method):',
        '    def send(url, **options):',
        '        sys.stderr.write(json.dumps({"method": method, "url": url, "json": options.get("json"), "headers": options.get("headers")}))',
        '        return _Answer()',
        '    return send',
        'get, post, put, patch, delete = (_call(m) for m in ("GET", "POST", "PUT", "PATCH", "DELETE"))',
      ].join('\n'),
    );
    // One Python runs every sample, each as its own __main__ with fresh globals (as `python3 -c`
    // would) and its own standard streams; a process per sample cost far more than the samples.
    const runner = [
      'import io, json, sys',
      'answers = []',
      'for code in json.load(sys.stdin):',
      '    sys.stdout, sys.stderr = io.StringIO(), io.StringIO()',
      '    error = None',
      '    try:',
      '        exec(compile(code, "<sample>", "exec"), {"__name__": "__main__"})',
      '    except SystemExit as stop:',
      '        error = None if stop.code in (None, 0) else repr(stop)',
      '    except BaseException as failure:',
      '        error = repr(failure)',
      '    answers.append({"error": error, "sent": sys.stderr.getvalue()})',
      '    sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__',
      'print(json.dumps(answers))',
    ].join('\n');
    const codes = operations.map((op) => samples.byOperation.get(op.id)!.get('python')!);
    const run = spawnSync('python3', ['-c', runner], {cwd: dir, input: JSON.stringify(codes), env: {PATH: process.env.PATH, PYTHONPATH: dir, [TOKEN_VARIABLE]: 'token-from-env'}, encoding: 'utf8'});
    expect(run.status, run.stderr).toBe(0);
    const answers = JSON.parse(run.stdout) as {error: string | null; sent: string}[];
    expect(answers).toHaveLength(operations.length);
    operations.forEach((op, i) => {
      expect(answers[i]!.error, op.id).toBeNull();
      const sent = JSON.parse(answers[i]!.sent) as {method: string; url: string; json: unknown; headers: Record<string, string>};
      const request = exampleRequest(op);
      expect(sent.method, op.id).toBe(op.method.toUpperCase());
      expect(sent.headers.Authorization, op.id).toBe('Bearer token-from-env');
      if (request.body !== undefined) expect(sent.json, op.id).toEqual(request.body);
    });
  });

  it('in JavaScript (fetch) and Node (https), run, send the example request with the token from SE_TOKEN and read the documented answer without an error', async () => {
    type Sent = {method: string; url: string; authorization: string | undefined; body: string};
    /**
     * Runs one sample in a fresh context whose fetch and https record the request instead of sending
     * it and answer with `answerText`, the operation's documented success: a sample that cannot read it
     * (JSON.parse of "Created") reports an error, which counts as one more entry.
     */
    const run = async (code: string, answerText: string): Promise<Sent[]> => {
      const sent: Sent[] = [];
      const header = (headers: Record<string, string> = {}) => Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
      const fetch = async (url: string, options: {method?: string; headers?: Record<string, string>; body?: string} = {}) => {
        sent.push({method: options.method ?? 'GET', url, authorization: header(options.headers), body: options.body ?? ''});
        return {ok: true, json: async () => JSON.parse(answerText) as unknown, text: async () => answerText};
      };
      const https = {
        request(options: {method: string; hostname: string; port: number | null; path: string; headers: Record<string, string>}, answer: (res: {on: (event: string, listener: (chunk?: Buffer) => void) => void}) => void) {
          let body = '';
          return {
            write: (chunk: string) => void (body += chunk),
            end: () => {
              sent.push({method: options.method, url: `https://${options.hostname}${options.port ? `:${options.port}` : ''}${options.path}`, authorization: header(options.headers), body});
              const listeners = new Map<string, (chunk?: Buffer) => void>();
              answer({on: (event, listener) => void listeners.set(event, listener)});
              if (answerText !== '') listeners.get('data')?.(Buffer.from(answerText));
              listeners.get('end')?.();
            },
          };
        },
      };
      const require = (name: string) => {
        if (name === 'https' || name === 'node:https') return https;
        throw new Error(`The sample needs ${name}, which Node does not have without installing it.`);
      };
      const quiet = {log: () => undefined, error: (error: unknown) => sent.push({method: 'ERROR', url: String(error), authorization: undefined, body: ''})};
      vm.runInNewContext(code, {fetch, require, console: quiet, Buffer, process: {env: {[TOKEN_VARIABLE]: 'token-from-env'}}});
      await new Promise((resolve) => setTimeout(resolve, 0));
      return sent;
    };
    /** The body of the operation's first success as its document gives it: JSON, text, or nothing. */
    const documentedAnswer = (op: (typeof operations)[number]) => {
      const success = op.responses.find((response) => response.status.startsWith('2'));
      if (!success?.mediaType) return '';
      if (typeof success.example === 'string' && !success.mediaType.endsWith('json')) return success.example;
      return JSON.stringify(success.example ?? {});
    };
    // The document holds answers of every kind, so each reading is exercised.
    expect(new Set(operations.map((op) => successAnswer(op)))).toEqual(new Set(['json', 'text', 'none']));
    for (const language of ['fetch', 'node']) {
      for (const op of operations) {
        const request = exampleRequest(op);
        const sent = await run(samples.byOperation.get(op.id)!.get(language)!, documentedAnswer(op));
        expect(sent, `${op.id} ${language}: one request`).toHaveLength(1);
        const [one] = sent;
        expect({method: one!.method, url: one!.url, authorization: one!.authorization}, `${op.id} ${language}`).toEqual({method: op.method.toUpperCase(), url: fullUrl(request), authorization: 'Bearer token-from-env'});
        if (request.body !== undefined) expect(JSON.parse(one!.body), `${op.id} ${language}`).toEqual(request.body);
        else expect(one!.body, `${op.id} ${language}`).toBe('');
      }
    }
  });

  it('in PHP, send a body that holds an empty object as that object, not as a JSON array', () => {
    const holdsEmptyObject = (value: unknown): boolean =>
      Array.isArray(value) ? value.some(holdsEmptyObject) : value !== null && typeof value === 'object' && (Object.keys(value).length === 0 || Object.values(value).some(holdsEmptyObject));
    const withEmptyObject = operations.filter((op) => holdsEmptyObject(exampleRequest(op).body));
    for (const op of withEmptyObject) {
      const code = samples.byOperation.get(op.id)!.get('php')!;
      const sent = /CURLOPT_POSTFIELDS => <<<'JSON'\n(.*)\nJSON,/.exec(code)?.[1];
      expect(sent, `${op.id}: the body as a nowdoc`).toBeDefined();
      expect(JSON.parse(sent!), op.id).toEqual(exampleRequest(op).body);
      expect(code, op.id).not.toContain('json_encode');
    }
    expect(withEmptyObject.length, 'operations whose example body holds an empty object').toBeGreaterThan(0);
  });

  it('match Try it’s "Copy as curl", which writes the same command without shipping the generator', () => {
    for (const op of operations) expect(curlSample(exampleRequest(op)), op.id).toBe(samples.byOperation.get(op.id)!.get('curl'));
  });

  it('send only the required query values, with no placeholder left for the reader to fill', () => {
    for (const op of operations) {
      const url = new URL(exampleRequest(op).url.replace(/\?.*/, ''));
      expect(url.pathname, op.id).not.toMatch(/[{}<>]/);
      const names = exampleRequest(op).query.map(([name]) => name);
      expect(names, op.id).toEqual(op.parameters.filter((p) => p.in === 'query' && p.required).flatMap((p) => (Array.isArray(p.example) ? p.example.map(() => p.name) : [p.name])));
    }
  });
});
