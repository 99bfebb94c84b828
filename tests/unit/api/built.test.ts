import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {loadDocument} from '@site/plugins/openapi/reference';
import {extractRecords} from '@site/plugins/search-index/extract';
import {allOperations, scopesFor, tagsOf} from '@site/src/apiReference/model';
import {featureLinks} from '@site/src/data/api/featureLinks';
import {documentPath} from '@site/src/data/api/paths';
import {site} from '@site/src/site';
import {buildDir, builtFileFor, siteRoutes} from '../../support/routes';

/** What the build made of the reference API: /api, the published files, twins, search records, links. */
const document = loadDocument();
const operations = allOperations(document);
const read = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');
const apiHtml = read('api.html');
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

  it('sends no try-it code with the page', () => {
    // The page's scripts: its script list (plugins/shared/appScripts.ts) and any script element.
    const list = /<script type=application\/json id=app-scripts>([^<]*)<\/script>/.exec(apiHtml)?.[1] ?? '[]';
    const scripts = [...(JSON.parse(list) as string[]), ...[...apiHtml.matchAll(/<script[^>]+src=["']?([^"'\s>]+)/g)].map((m) => m[1]!)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(read(src.replace(/^\//, '')), src).not.toContain('Copy as curl');
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
    expect(twin).toContain('```bash\ncurl -X ');
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
        const html = readFileSync(builtFileFor(route)!, 'utf8');
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
