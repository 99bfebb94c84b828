import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {exampleChecker} from '@site/plugins/openapi/exampleCheck';
import {loadDocument} from '@site/plugins/openapi/reference';
import {documentProblems, formatProblem} from '@site/plugins/openapi/validate';
import {importedDocumentText} from '@site/scripts/api/import/run';
import {allOperations, METHODS, type Json} from '@site/src/apiReference/model';
import {documentPath} from '@site/src/data/api/paths';

/** The site's own OpenAPI document of the reference API (src/data/api/openapi.yaml). */
const document = loadDocument();
const operations = allOperations(document);
const schemas = ((document.components as Json).schemas ?? {}) as Record<string, Json>;
const rawOperations = Object.entries(document.paths as Record<string, Json>).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({path, method, op: item[method] as Json})),
);
// Redocly's full run (examples included) and the import are slow on a loaded machine: patience, not a budget.
const slow = {timeout: 120_000};

describe('the reference API document', () => {
  it('passes Redocly’s OpenAPI 3.1 rules and the site’s own with 0 problems, examples included', slow, async () => {
    const problems = await documentProblems(documentPath);
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('is what the import script writes from the provider’s document and the overlay, byte for byte', slow, () => {
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

  it('has examples that validate against their own schemas (Ajv, JSON Schema 2020-12)', () => {
    const check = exampleChecker(schemas);
    let checked = 0;
    for (const op of operations) {
      for (const p of op.parameters) {
        if (p.example === undefined) continue;
        expect(check(p.schema, p.example), `${op.id} ${p.name}`).toEqual([]);
        checked++;
      }
      if (op.body?.example !== undefined) {
        expect(check(op.body.schema, op.body.example), `${op.id} body`).toEqual([]);
        checked++;
      }
      for (const r of op.responses) {
        if (r.example === undefined || !r.schema) continue;
        expect(check(r.schema, r.example), `${op.id} ${r.status}`).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(operations.length);
  });

  it('uses none of the provider’s example ids or its sample channel name', () => {
    const text = readFileSync(documentPath, 'utf8');
    expect(text).not.toContain('5b2e2007760aeb7729487dab');
    expect(text).not.toContain('leeeeex');
    expect(text).not.toMatch(/ixfd2ussul9naws1agx16n8ufwny5a|7JkHvfuVsd5I1f1A0TRF/);
  });
});
