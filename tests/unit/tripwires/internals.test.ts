import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../support/routes';
import {ssrTemplate} from '../../../config/ssrTemplate';
import {upstreamText} from './upstream';

/**
 * Tripwires on the Docusaurus and bundler internals the site's speed work leans on. Each mechanism
 * would fail silently if its internal changed (the site would build, and only get slower or lose a
 * file); these tests fail loudly instead and say what to look at. Mechanisms: docs-dev/performance.md.
 */
const built = (...parts: string[]) => path.join(repoRoot, 'build', ...parts);

describe('tripwire: chunk files named by id (plugins/lean-first-load)', () => {
  it('names every built chunk but the entries by id and content hash', () => {
    const files = readdirSync(built('assets/js')).filter((file) => file.endsWith('.js'));
    const named = files.filter((file) => !/^\d+\.[0-9a-f]{8}\.js$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    // Entries keep their names: the app, its runtime and the search page's first hits.
    expect(named.map((file) => file.replace(/\.[0-9a-f]{8}\.js$/, '')).sort()).toEqual(['first-hits', 'main', 'runtime~main']);
  });
});

describe('tripwire: one first-load stylesheet per page, the one the Infima purge trims', () => {
  it('gives every page the same single stylesheet, named by that group', () => {
    for (const page of ['index.html', 'api.html', 'chatbot/commands/default/8ball.html']) {
      const sheets = [...readFileSync(built(page), 'utf8').matchAll(/<link rel=["']?stylesheet["']? href=["']?([^"' >]+)/g)].map((m) => m[1]);
      expect(sheets, page).toHaveLength(1);
      expect(sheets[0], page).toMatch(/^\/assets\/css\/styles\.[0-9a-f]{8}\.css$/);
    }
  });
});

describe('tripwire: the Infima purge keeps every class the theme uses (plugins/lean-css/purge.cjs)', () => {
  /** Every file of a package, wherever its code lives after an upgrade. */
  function packageCode(pkg: string): string {
    const dir = path.join(repoRoot, 'node_modules', pkg);
    return readdirSync(dir, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && /\.(c|m)?js$/.test(entry.name) && !path.relative(dir, entry.parentPath).includes('node_modules'))
      .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
      .join('\n');
  }

  it('scans folders that still exist', () => {
    const purge = readFileSync(path.join(repoRoot, 'plugins/lean-css/purge.cjs'), 'utf8');
    const roots = [...(/const contentRoots = \[([\s\S]*?)\];/.exec(purge)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    expect(roots.length).toBeGreaterThan(5);
    expect(roots.filter((root) => !existsSync(path.join(repoRoot, root)))).toEqual([]);
  });

  it('keeps the Infima rules of every class the theme’s compiled code names', () => {
    // Selectors only: comments and declarations hold URLs and numbers that look like classes.
    const infima = readFileSync(path.join(repoRoot, 'node_modules/infima/dist/css/default/default.css'), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\{[^{}]*\}/g, '{}');
    const infimaClasses = new Set([...infima.matchAll(/\.([a-z][a-z0-9_-]*)/g)].map((m) => m[1]!).filter((name) => !/^\d/.test(name)));
    const theme = ['@docusaurus/theme-classic', '@docusaurus/theme-common'].map(packageCode).join('\n');
    const themeWords = new Set(theme.match(/[A-Za-z0-9_-]+/g) ?? []);
    const used = [...infimaClasses].filter((name) => themeWords.has(name));
    expect(used.length).toBeGreaterThan(50);
    const stylesheet = readdirSync(built('assets/css')).find((file) => file.startsWith('styles.'));
    const css = readFileSync(built('assets/css', stylesheet!), 'utf8');
    const kept = new Set([...css.matchAll(/\.([a-z][a-z0-9_-]*)/g)].map((m) => m[1]!));
    expect(used.filter((name) => !kept.has(name)), 'classes the theme names that the purge dropped').toEqual([]);
  });
});

describe('tripwire: the page template is Docusaurus’ own but for how scripts run (config/ssrTemplate.ts)', () => {
  it('matches the stock template line for line outside the script loading', () => {
    const stock = (upstreamText('@docusaurus/core/lib/ssg/ssgTemplate.html.js').match(/exports\.default = `([\s\S]*?)`;/)?.[1] ?? '').split('\n');
    expect(stock.length, 'the stock template in @docusaurus/core/lib/ssg/ssgTemplate.html.js').toBeGreaterThan(10);
    const stockScripts = stock.findIndex((line) => line.includes('it.scripts.forEach'));
    expect(stock.slice(stockScripts, stockScripts + 3).map((line) => line.trim())).toEqual([
      '<% it.scripts.forEach((script) => { %>',
      '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
      '<% }); %>',
    ]);
    const ours = ssrTemplate.split('\n');
    const isOurs = (line: string) => /appScripts|rel="preload"|app-scripts|<script>/.test(line);
    // Our replacement of those three lines: the preload links (3 lines and the filter) and two body scripts.
    const withoutOurs = ours.filter((line, i) => !isOurs(line) && !(line.trim() === '<% }); %>' && isOurs(ours[i - 1] ?? '')));
    const withoutStock = [...stock.slice(0, stockScripts), ...stock.slice(stockScripts + 3)];
    expect(withoutOurs, 'Docusaurus changed its page template: copy it into config/ssrTemplate.ts again and re-apply the script loading').toEqual(withoutStock);
  });
});

describe('tripwire: link prefetching in idle time replaces window.docusaurus (src/clientModules/idlePrefetch.ts)', () => {
  it('finds the client mounting a frozen {prefetch, preload} on window, and Link reading it at call time', () => {
    expect(upstreamText('@docusaurus/core/lib/client/clientEntry.js')).toMatch(/window\.docusaurus = docusaurus;/);
    const object = upstreamText('@docusaurus/core/lib/client/docusaurus.js');
    expect(object).toMatch(/const docusaurus = \{\s*prefetch,\s*preload,\s*\};/);
    expect(object).toMatch(/export default Object\.freeze\(docusaurus\);/);
    const link = upstreamText('@docusaurus/core/lib/client/exports/Link.js');
    expect(link.match(/window\.docusaurus\.prefetch\(/g)?.length ?? 0).toBeGreaterThan(0);
    expect(link).not.toMatch(/=\s*window\.docusaurus\.prefetch\b/);
  });
});

describe('tripwire: post-build steps run in order (plugins/post-build)', () => {
  it('finds Docusaurus starting every postBuild at once, so ordered steps share one postBuild', () => {
    expect(upstreamText('@docusaurus/core/lib/commands/build/buildLocale.js')).toMatch(/await Promise\.all\(plugins\.map\(async \(plugin\) => \{\s*if \(!plugin\.postBuild\)/);
  });

  it('lets the offline worker precache every file as the steps before it left it', () => {
    const sw = readFileSync(built('sw.js'), 'utf8');
    const entries = [...sw.matchAll(/\{"revision":"([0-9a-f]{32})","url":"([^"]+)"\}/g)].map((m) => ({revision: m[1]!, url: m[2]!}));
    expect(entries.length).toBeGreaterThan(150);
    const fileOf = (url: string) => [built(url), built(`${url}.html`), built(url, 'index.html')].find((file) => existsSync(file) && statSync(file).isFile());
    const stale = entries.filter(({url, revision}) => {
      const file = fileOf(url === '' ? 'index.html' : url);
      return !file || createHash('md5').update(readFileSync(file)).digest('hex') !== revision;
    });
    expect(stale.map((e) => e.url), 'precached revisions that do not match the final files: a post-build step ran after plugin-pwa').toEqual([]);
    expect(entries.some((e) => /^assets\/search\/index\.[0-9a-f]+\.json$/.test(e.url)), 'the search index, written by an earlier post-build step').toBe(true);
  });
});
