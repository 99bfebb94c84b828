import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import path from 'node:path';
import yaml from 'js-yaml';
import {documentExamples} from '@site/plugins/openapi/documentExamples';
import {exampleChecker} from '@site/plugins/openapi/exampleCheck';
import {loadDocument} from '@site/plugins/openapi/reference';
import {documentProblems, formatProblem} from '@site/plugins/openapi/validate';
import {importDocument} from '@site/scripts/api/import/document';
import {loadOverlay} from '@site/scripts/api/import/overlay';
import {importedDocumentText, providerDocumentPath} from '@site/scripts/api/import/run';
import {allOperations, METHODS, type Json} from '@site/src/apiReference/model';
import {documentPath} from '@site/src/data/api/paths';

/** The site's own OpenAPI document of the reference API (src/data/api/openapi.yaml). */
const document = loadDocument();
const operations = allOperations(document);
const schemas = ((document.components as Json).schemas ?? {}) as Record<string, Json>;
const rawOperations = Object.entries(document.paths as Record<string, Json>).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({path, method, op: item[method] as Json})),
);

describe('the reference API document', () => {
  it('passes Redocly’s OpenAPI 3.1 rules and the site’s own with 0 problems, examples included', async () => {
    const problems = await documentProblems(documentPath);
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('is what the import script writes from the provider’s document and the overlay, byte for byte', () => {
    expect(importedDocumentText() === readFileSync(documentPath, 'utf8'), 'run npx tsx scripts/api/import-openapi.ts').toBe(true);
  });

  it('keeps every operation of the provider’s document', () => {
    const provider = readFileSync('spec/facts/reference-api-openapi.yaml', 'utf8');
    const providerCount = [...provider.matchAll(/^ {4}(get|put|post|delete|patch):$/gm)].length;
    expect(operations.length).toBe(providerCount);
  });

  it('gives every operation a summary, a unique camelCase operationId, one declared tag and security', () => {
    const tags = new Set(((document.tags ?? []) as {name: string}[]).map((t) => t.name));
    for (const {path, method, op} of rawOperations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(typeof op.summary === 'string' && op.summary.length > 3 && !op.summary.startsWith('/'), where).toBe(true);
      expect(String(op.description ?? '').length, where).toBeGreaterThan(10);
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect((op.tags as string[]).length, where).toBe(1);
      expect(tags.has((op.tags as string[])[0]!), where).toBe(true);
      expect((op.security as unknown[]).length, where).toBeGreaterThan(0);
    }
    const ids = operations.map((op) => op.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares every path parameter, and only those', () => {
    for (const op of operations) {
      const inPath = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = op.parameters.filter((p) => p.in === 'path').map((p) => p.name).sort();
      expect(declared, `${op.method} ${op.path}`).toEqual(inPath);
      for (const p of op.parameters.filter((q) => q.in === 'path')) expect(p.required).toBe(true);
    }
  });

  it('types ids as 24-hex guids and dates as milliseconds or ISO 8601', () => {
    const params = operations.flatMap((op) => op.parameters);
    const guids = params.filter((p) => p.schema.pattern === '^[0-9a-fA-F]{24}$');
    expect(guids.length).toBeGreaterThan(operations.length / 2);
    for (const name of ['after', 'before']) {
      for (const p of params.filter((q) => q.name === name)) expect((p.schema.anyOf as Json[]).map((o) => o.type)).toEqual(['integer', 'string']);
    }
  });

  it('uses only scopes the OAuth2 scheme defines, and defines the scopes of the provider’s OAuth2 guide', () => {
    const auth = readFileSync('spec/facts/reference-api-auth.yaml', 'utf8');
    const guideScopes = [...auth.slice(auth.indexOf('  scopes:')).matchAll(/^ {4}(\w+:\w+):/gm)].map((m) => m[1]!);
    const flows = ((schemas && (document.components as Json).securitySchemes) as Record<string, Json>).oAuth2!.flows as Record<string, Json>;
    const defined = new Set(Object.keys((flows.authorizationCode!.scopes ?? {}) as Json));
    expect(guideScopes.length).toBeGreaterThan(5);
    for (const scope of guideScopes) expect(defined.has(scope), scope).toBe(true);
    for (const op of operations) for (const scope of op.scopes) expect(defined.has(scope), `${op.id}: ${scope}`).toBe(true);
  });

  it('has examples that validate against their own schemas, refusing properties a schema does not list (as Redocly’s recommended rule does)', () => {
    const {checked, problems} = documentExamples(document);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(operations.length);
  });

  it('catches an example that carries a property its schema leaves out (the build’s example check)', () => {
    const check = exampleChecker(schemas);
    expect(check({$ref: '#/components/schemas/Contest'}, {...(operations.find((op) => op.id === 'getContest')!.responses[0]!.example as Json), surprise: 1})).toEqual([
      '(root) must NOT have unevaluated properties',
    ]);
    const open = {type: 'object', properties: {a: {type: 'string'}}, additionalProperties: true};
    expect(check(open, {a: 'x', b: 1})).toEqual([]);
  });

  it('reports 0 invalid examples under Redocly’s recommended rules', async () => {
    const redocly = await import('@redocly/openapi-core');
    const config = await redocly.createConfig({extends: ['recommended']});
    const linted = await redocly.lintFromString({source: readFileSync(documentPath, 'utf8'), absoluteRef: path.resolve(documentPath), config});
    const examples = linted.filter((problem) => /example/.test(problem.ruleId));
    expect(examples.map((problem) => `${problem.location[0]?.pointer}: ${problem.message}`)).toEqual([]);
  });

  it('gives every request body an example, and each is one the operation’s own 400 examples would accept', () => {
    const withBody = operations.filter((op) => op.body);
    expect(withBody.every((op) => op.body!.example !== undefined)).toBe(true);
    // What the API's own refusals say about a field, e.g. `"currency" is not allowed to be empty, "currency" must be one of [AUD, …]`.
    let rules = 0;
    for (const op of withBody) {
      const messages = op.responses.filter((r) => r.status === '400').map((r) => String((r.example as Json | undefined)?.message ?? ''));
      const body = op.body!.example as Json;
      const valueAt = (name: string): unknown => (name in body ? body[name] : Object.values(body).find((v): v is Json => typeof v === 'object' && v !== null && name in v)?.[name]);
      for (const message of messages) {
        for (const [, field, rule] of message.matchAll(/"(\w+)" (is not allowed to be empty|is required|must be one of \[[^\]]+\]|length must be \d+ characters long)/g)) {
          if (!(field! in body) && !/required/.test(rule!) && valueAt(field!) === undefined) continue; // a rule about a path or query value
          const value = valueAt(field!);
          rules++;
          if (/empty|required/.test(rule!)) expect(value, `${op.id}: ${field} ${rule}`).toBeTruthy();
          const allowed = /one of \[([^\]]+)\]/.exec(rule!)?.[1]?.split(', ');
          if (allowed) expect(allowed, `${op.id}: ${field}`).toContain(value);
          const length = /length must be (\d+)/.exec(rule!)?.[1];
          if (length) expect(String(value), `${op.id}: ${field}`).toHaveLength(Number(length));
        }
      }
    }
    expect(rules).toBeGreaterThanOrEqual(5);
  });

  it('requires a query parameter only with a recorded reason, and records a reason for every flag it changed', () => {
    const overlay = loadOverlay();
    const provider = yaml.load(readFileSync(providerDocumentPath, 'utf8')) as {paths: Record<string, Record<string, {parameters?: {name: string; in: string; required?: boolean}[]}>>};
    let required = 0;
    let changed = 0;
    for (const tag of overlay.tags) {
      for (const entry of tag.operations) {
        const op = operations.find((o) => o.id === entry.id)!;
        const [method, route] = entry.route.split(' ') as [string, string];
        for (const param of op.parameters.filter((p) => p.in === 'query')) {
          const own = {...overlay.parameters[param.name], ...tag.params?.[param.name], ...entry.params?.[param.name]};
          const theirs = provider.paths[route]![method.toLowerCase()]!.parameters!.find((p) => p.name === param.name)!;
          if (param.required) {
            required++;
            expect(own.why, `${op.id}.${param.name} is required without a reason`).toMatch(/\w/);
          }
          if (param.required !== (theirs.required === true)) {
            changed++;
            expect(own.why, `${op.id}.${param.name} changed without a reason`).toMatch(/\w/);
          }
        }
      }
    }
    // The provider marks every query parameter required; paging, sorting and filters are not.
    expect(changed).toBeGreaterThan(required);
    for (const name of ['limit', 'offset', 'page', 'sort', 'after', 'before']) {
      expect(operations.flatMap((op) => op.parameters).filter((p) => p.name === name && p.required)).toEqual([]);
    }
    expect(importDocument(provider as never, overlay).requiredChanges).toHaveLength(changed);
  });

  it('keeps every security scheme the provider allows, and never states an inferred scope as a rule', () => {
    for (const {op} of rawOperations) {
      const security = op.security as Record<string, string[]>[];
      const schemes = security.flatMap((requirement) => Object.keys(requirement));
      expect(schemes, String(op.operationId)).toEqual(expect.arrayContaining(['jwtBearer', 'oAuth2']));
      const inferred = (op['x-inferred-scopes'] ?? []) as string[];
      const stated = security.flatMap((requirement) => requirement.oAuth2 ?? []);
      for (const scope of inferred) expect(stated, String(op.operationId)).not.toContain(scope);
    }
    // The provider states one operation's scope itself.
    expect(operations.filter((op) => op.scopes.length > 0).map((op) => [op.id, op.scopes])).toEqual([['listActivities', ['activities:read']]]);
    expect(operations.filter((op) => op.inferredScopes.length > 0).length).toBeGreaterThan(100);
  });

  it('states no value without a source: no raid filter, no unsourced filter names', () => {
    const activities = operations.find((op) => op.id === 'listActivities')!;
    expect(activities.description).not.toMatch(/raid or host size/);
    expect(activities.parameters.map((p) => p.name).filter((name) => /raid/.test(name))).toEqual([]);
    expect(operations.find((op) => op.id === 'updateSpamFilter')!.parameters.find((p) => p.name === 'filter')!.schema.enum).toBeUndefined();
  });

  it('uses none of the provider’s example ids or its sample channel name', () => {
    const text = readFileSync(documentPath, 'utf8');
    expect(text).not.toContain('5b2e2007760aeb7729487dab');
    expect(text).not.toContain('leeeeex');
    expect(text).not.toMatch(/ixfd2ussul9naws1agx16n8ufwny5a|7JkHvfuVsd5I1f1A0TRF/);
  });
});
