import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {JSDOM} from 'jsdom';
import {loadDocument} from '@site/plugins/openapi/reference';
import {FILTER_EXAMPLES} from '@site/plugins/openapi/render';
import {answers, matches, operationWords, queryWords, readingsOf} from '@site/src/apiReference/enhance/filter';
import {operationWords as integratorWords} from '@site/src/data/vocabulary/integrator';
import {extractRecords} from '@site/plugins/search-index/extract';
import {documentSamples} from '@site/plugins/openapi/sampleFiles';
import {SAMPLE_LANGUAGES} from '@site/plugins/openapi/snippets';
import {allOperations, scopesFor, tagsOf} from '@site/src/apiReference/model';
import {featureLinks} from '@site/src/data/api/featureLinks';
import {documentPath} from '@site/src/data/api/paths';
import {site} from '@site/src/site';
import {unquotedAttributes} from '../../support/html';
import {buildDir, builtFileFor, siteRoutes} from '../../support/routes';

/** What the build made of the reference API: /api, the published files, twins, search records, links. */
const document = loadDocument();
const operations = allOperations(document);
const read = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');
const apiHtml = unquotedAttributes(read('api.html'));
const article = apiHtml.slice(apiHtml.indexOf('theme-doc-markdown'));

describe('/api as built', () => {
  it('shows every operation of the document, each under its stable anchor, grouped under its tag', () => {
    expect([...apiHtml.matchAll(/data-operation=/g)]).toHaveLength(operations.length);
    for (const tag of tagsOf(document)) {
      const tagAt = article.indexOf(`<h2 id=${tag.anchor} `);
      expect(tagAt, tag.name).toBeGreaterThan(0);
      for (const op of tag.operations) expect(article.indexOf(`<h3 id=${op.anchor} `), op.id).toBeGreaterThan(tagAt);
    }
    const ids = [...apiHtml.matchAll(/\sid=("[^"]+"|[^\s>]+)/g)].map((m) => m[1]!.replace(/"/g, ''));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('offers filter examples in its placeholder that each find operations', () => {
    const page = new JSDOM(apiHtml).window.document;
    expect(page.querySelector('#api-filter')?.getAttribute('placeholder')).toContain(FILTER_EXAMPLES.join(', '));
    const words = Array.from(page.querySelectorAll('.api-ref__operation')).map(operationWords);
    expect(words).toHaveLength(operations.length);
    for (const example of FILTER_EXAMPLES) expect(words.filter((text) => matches(text, queryWords(example))).length, example).toBeGreaterThan(0);
  });

  it('finds operations by the words integrators use for them, as site search reads them', () => {
    const page = new JSDOM(apiHtml).window.document;
    const sections = Array.from(page.querySelectorAll('.api-ref__operation'));
    const found = (query: string) => sections.filter((section) => answers(operationWords(section), readingsOf(query))).map((section) => section.getAttribute('data-operation'));
    const bySummary = (summary: string) => operations.find((op) => op.summary === summary)!.id;
    expect(found('followers')).toContain(bySummary('List activities'));
    expect(found('who am i')).toContain(bySummary('Get the current user'));
    expect(found('who am i')).not.toContain(bySummary('List activities'));
    // Every phrase of the vocabulary finds what the docs' words for it find, typed as such.
    const holding = (words: string) => sections.filter((section) => matches(operationWords(section), queryWords(words))).map((section) => section.getAttribute('data-operation'));
    for (const {typed, means} of integratorWords) {
      const meant = new Set(means.flatMap(holding));
      for (const phrase of typed) for (const id of meant) expect(found(phrase), `${phrase} -> ${id}`).toContain(id);
    }
  });

  it('keeps its HTML within 120 kB gzip', () => {
    expect(gzipSync(apiHtml).length / 1000).toBeLessThanOrEqual(120);
  });

  it('marks data tables for cards on phones and JavaScript-only controls', () => {
    const tables = [...article.matchAll(/<table[^>]*>/g)].map((m) => m[0]);
    expect(tables.length).toBeGreaterThan(operations.length);
    for (const table of tables) expect(table).toMatch(/data-cards/);
    expect([...article.matchAll(/<td(?![^>]*data-label)/g)]).toHaveLength(0);
    const tryButtons = [...article.matchAll(/<button[^>]*data-try-it-open[^>]*>/g)].map((m) => m[0]);
    expect(tryButtons).toHaveLength(operations.length);
    for (const button of tryButtons) expect(button).toMatch(/data-needs-js/);
  });

  it('shows each operation with its curl sample and copy button beside its example answers, and publishes the other languages as files', () => {
    const samples = documentSamples(document);
    const decode = (html: string) => html.replace(/&#x3C;|&lt;/g, '<').replace(/&#x26;|&amp;/g, '&').replace(/&#x22;|&quot;/g, '"').replace(/&#x27;/g, "'");
    const sections = [...article.matchAll(/<section class=api-ref__operation data-operation=(\w+)[\s\S]*?<\/section>/g)];
    expect(sections).toHaveLength(operations.length);
    for (const [section, id] of sections) {
      const aside = section.slice(section.indexOf('class=api-ref__aside'));
      const code = /<pre[^>]*data-lang=curl[^>]*><code[^>]*>([\s\S]*?)<\/code><\/pre>/.exec(aside)?.[1];
      expect(code === undefined ? undefined : decode(code), id).toBe(samples.byOperation.get(id!)!.get('curl'));
      expect(aside, id).toMatch(/<button type=button class=api-ref__copy data-copy="" data-needs-js="">Copy<\/button>/);
      // One button per language, curl pressed; no <select> (see plugins/openapi/render/operation.ts).
      const buttons = [...aside.matchAll(/<button type=button class=api-ref__lang data-sample-lang=(\w+) aria-pressed=(true|false)>/g)];
      expect(buttons.map(([, language, pressed]) => `${language}:${pressed}`), id).toEqual(SAMPLE_LANGUAGES.map((l, i) => `${l.id}:${i === 0}`));
      expect(aside, id).not.toMatch(/<select/);
      // Each example answer is labelled as what it is: JSON, or text such as "Created".
      const op = operations.find((candidate) => candidate.id === id)!;
      // (An example too long for the page is a link to the document instead, with no label.)
      const answers = [...aside.matchAll(/Example answer \((\d+)\)(?:<\/summary><pre class=language-(\w+)|: too long)/g)].map(([, status, language]) => `${status} ${language ?? 'linked'}`);
      const labelOf = (response: (typeof op.responses)[number]) => (answers.includes(`${response.status} linked`) ? 'linked' : /json$/.test(response.mediaType ?? 'json') ? 'json' : 'text');
      const documented = op.responses.filter((response) => response.example !== undefined).map((response) => `${response.status} ${labelOf(response)}`);
      expect(answers, id).toEqual(documented);
    }
    const files = JSON.parse(decode(/data-sample-files=(?:'([^']+)'|"([^"]+)")/.exec(article)!.slice(1).find(Boolean)!)) as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual(SAMPLE_LANGUAGES.slice(1).map((l) => l.id).sort());
    for (const url of Object.values(files)) expect(Object.keys(JSON.parse(read(url.slice(1))) as object)).toHaveLength(operations.length);
  });

  it('states each property’s length limits and format in its schema tree', () => {
    const page = new JSDOM(apiHtml).window.document;
    const schemas = (document.components as {schemas: Record<string, {properties?: Record<string, Record<string, unknown>>}>}).schemas;
    const problems: string[] = [];
    let limited = 0;
    for (const [name, schema] of Object.entries(schemas)) {
      const tree = Array.from(page.querySelectorAll('details.api-ref__schema')).find((details) => details.querySelector(':scope > summary code')?.textContent === name);
      for (const [property, rule] of Object.entries(schema.properties ?? {})) {
        const said = [rule.minLength, rule.maxLength, rule.minItems, rule.maxItems].filter((n) => n !== undefined).map(String);
        if (rule.format === 'email') said.push('email address');
        if (said.length === 0) continue;
        limited += 1;
        const line = Array.from(tree?.querySelectorAll(':scope > ul > li') ?? []).find((item) => item.querySelector('.api-tree__name')?.textContent === property)?.textContent ?? '';
        for (const words of said) if (!line.includes(words)) problems.push(`${name}.${property}: "${words}" not in "${line}"`);
      }
    }
    expect(limited).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('says which operations live under another API version than the rest, and ends each request-body line once', () => {
    const page = new JSDOM(apiHtml).window.document;
    const defaultServer = (document.servers as {url: string}[])[0]!.url;
    const elsewhere = operations.filter((op) => op.server !== defaultServer);
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const op of operations) {
      const line = page.querySelector(`section[data-operation="${op.id}"] .api-ref__endpoint`)?.textContent ?? '';
      const version = /\/(v\d+)\/?$/.exec(op.server)?.[1];
      if (elsewhere.includes(op)) expect(line, op.id).toContain(`API ${version}`);
      else expect(line, op.id).not.toMatch(/API v\d/);
    }
    expect(page.querySelector('.theme-doc-markdown')?.textContent).not.toMatch(/\.\. The sample sends/);
  });

  it('shows every schema as a property tree, and the table of contents with methods', () => {
    const schemaNames = Object.keys((document.components as {schemas: object}).schemas);
    const trees = [...article.matchAll(/<details id=schema-[\w-]+ class=api-ref__schema[^>]*>([\s\S]*?)<\/details>\s*(?=<details id=schema-|<\/section>)/g)];
    expect(trees).toHaveLength(schemaNames.length);
    expect(trees.filter(([, body]) => /class=api-tree/.test(body!)).length).toBeGreaterThan(schemaNames.length / 2);
    expect(article).not.toMatch(/"\$ref"/);
    const toc = apiHtml.slice(apiHtml.indexOf('table-of-contents'));
    for (const method of ['get', 'post', 'put', 'delete']) {
      expect([...toc.matchAll(new RegExp(`api-toc-method api-toc-${method}`, 'g'))].length, method).toBe(operations.filter((op) => op.method === method).length);
    }
  });

  it('sends no try-it code with the page', () => {
    // The page's scripts: its script list (plugins/shared/appScripts.ts) and any script element.
    const list = /<script type=application\/json id=app-scripts>([^<]*)<\/script>/.exec(apiHtml)?.[1] ?? '[]';
    const scripts = [...(JSON.parse(list) as string[]), ...[...apiHtml.matchAll(/<script[^>]+src=["']?([^"'\s>]+)/g)].map((m) => m[1]!)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const code = read(src.replace(/^\//, ''));
      expect(code, src).not.toContain('Copy as curl');
      // Nor the filter's, languages' and copy buttons' code: it loads on intent.
      expect(code, src).not.toContain('operations match');
    }
  });

  it('publishes the document as /api/openapi.json and /api/openapi.yaml (static files, the same document)', () => {
    expect(read('api/openapi.yaml')).toBe(readFileSync(documentPath, 'utf8'));
    expect(JSON.parse(read('api/openapi.json'))).toEqual(yaml.load(read('api/openapi.yaml')));
    expect(existsSync(path.join(buildDir, 'api/openapi.html'))).toBe(false);
  });

  it('lets the try-it panels call the API origin and nothing new besides', () => {
    const csp = /Content-Security-Policy: (.*)/.exec(read('_headers'))?.[1] ?? '';
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(connect).toContain(new URL(site.apiBaseUrl).origin);
    expect(connect.filter((source) => /streamelements\.com/.test(source)).sort()).toEqual([new URL(site.apiBaseUrl).origin, new URL(site.websocketGateway).origin].sort());
  });

  it('gives each operation a search record found by its summary, method and path, and scopes', () => {
    const records = extractRecords(apiHtml, {siteRoot: site.url, route: '/api', section: 'API'});
    for (const op of operations) {
      const heading = records.find((r) => r.type === 'lvl3' && r.url === `${site.url}/api#${op.anchor}`);
      expect(heading?.hierarchy.lvl3, op.id).toBe(op.summary);
      expect(heading?.keywords?.split(','), op.id).toEqual([`${op.method.toUpperCase()} ${op.path.replace(/\/\{[^}]+\}/g, '') || '/'}`, ...scopesFor(op)]);
    }
  });
});

describe('readers beyond the page', () => {
  it('the Markdown twin of /api and llms-full.txt carry every operation', () => {
    const twin = read('api.md');
    const full = read('llms-full.txt');
    for (const op of operations) {
      expect(twin, op.id).toContain(`### ${op.summary}`);
      expect(twin, op.id).toContain(op.path);
      expect(full, op.id).toContain(`### ${op.summary}`);
    }
    expect(twin).toContain('```bash\ncurl --request ');
  });

  it('leaves the changelog feeds alone', () => {
    for (const feed of ['chatbot/changelog.rss.xml', 'chatbot/changelog.atom.xml']) expect(read(feed)).not.toMatch(/\/api#|openapi/);
  });
});

describe('one web of docs', () => {
  const routes = new Set(siteRoutes());
  const ids = new Set(operations.map((op) => op.id));

  it('maps existing pages to existing operations', () => {
    for (const link of featureLinks) {
      for (const route of link.pages) expect(routes.has(route), `${link.topic}: ${route}`).toBe(true);
      for (const id of link.operations) expect(ids.has(id), `${link.topic}: ${id}`).toBe(true);
    }
  });

  it('links each page to the operations that manage its feature, and each operation back to its page', () => {
    for (const link of featureLinks) {
      for (const route of link.pages) {
        const html = unquotedAttributes(readFileSync(builtFileFor(route)!, 'utf8'));
        for (const id of link.operations) expect(html, `${route} -> ${id}`).toContain(`href=/api#${operations.find((op) => op.id === id)!.anchor}`);
      }
      const explaining = link.pages[0]!;
      for (const id of link.operations) {
        const op = operations.find((o) => o.id === id)!;
        if (featureLinks.find((l) => l.operations.includes(id)) !== link) continue;
        expect(op.explainedBy, id).toBe(explaining);
        const section = article.slice(article.indexOf(`data-operation=${id}`), article.indexOf('</section>', article.indexOf(`data-operation=${id}`)));
        expect(section, id).toMatch(new RegExp(`Explained in <a href=${explaining.replace(/\//g, '\\/')}>`));
      }
    }
  });
});
