import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {pageTwin} from '../../../plugins/markdown-twins/convert';
import {leaks} from './twinScan';

const siteRoot = 'https://docs.example.com';
const pageUrl = `${siteRoot}/chatbot/timers`;
const page = (article: string) =>
  `<!doctype html><html><head><title>Timers | Docs</title><meta name=description content="Post messages on a schedule."></head><body><nav>Menu</nav><article><div class="theme-doc-markdown markdown">${article}</div></article><footer>Footer</footer></body></html>`;

describe('pageTwin', () => {
  it('returns nothing for a page without an article', async () => {
    expect(await pageTwin('<html><body><main>Search</main></body></html>', pageUrl, siteRoot)).toBeUndefined();
  });

  it('keeps the title, puts the description under it and leaves out navigation', async () => {
    const twin = await pageTwin(page('<header><h1>Timers</h1></header><p>Intro.</p>'), pageUrl, siteRoot);
    expect(twin?.title).toBe('Timers');
    expect(twin?.markdown).toBe('# Timers\n\n> Post messages on a schedule.\n\nIntro.\n');
  });

  it('writes code blocks as fences with their language, one line per token line', async () => {
    const code = '<div class="language-js codeBlockContainer"><pre class="prism-code language-js"><code><div class=token-line><span>const a = 1;</span><br></div><div class=token-line><span>log(a);</span><br></div></code></pre><button>Copy</button></div>';
    const twin = await pageTwin(page(`<h1>T</h1>${code}`), pageUrl, siteRoot);
    expect(twin?.markdown).toContain('```js\nconst a = 1;\nlog(a);\n```');
    expect(twin?.markdown).not.toContain('Copy');
  });

  it('turns admonitions into quotes that start with their label', async () => {
    const note = '<div class="theme-admonition theme-admonition-warning alert"><div class=admonitionHeading><span class=admonitionIcon><svg></svg></span>warning</div><div class=admonitionContent><p>Mind the cooldown.</p></div></div>';
    const twin = await pageTwin(page(`<h1>T</h1>${note}`), pageUrl, siteRoot);
    expect(twin?.markdown).toContain('> **Warning**\n>\n> Mind the cooldown.');
  });

  it('makes links and images absolute and drops heading anchors', async () => {
    const html = '<h1>T</h1><h2 id=usage>Usage<a class=hash-link href=#usage>#</a></h2><p><a href=/chatbot/variables>Variables</a>, <a href=#usage>up</a>, <a href="https://x.test/a">out</a> <img src=/img/a.png alt=A></p>';
    const twin = await pageTwin(page(html), pageUrl, siteRoot);
    expect(twin?.markdown).toContain('## Usage\n');
    expect(twin?.markdown).toContain(`[Variables](${siteRoot}/chatbot/variables)`);
    expect(twin?.markdown).toContain(`[up](${pageUrl}#usage)`);
    expect(twin?.markdown).toContain('[out](https://x.test/a)');
    expect(twin?.markdown).toContain(`![A](${siteRoot}/img/a.png)`);
  });

  it('writes a web address, a www host and an e-mail address in text as the page shows them, without backslashes', async () => {
    const html = '<h1>T</h1><p>Queue at https://streamelements.com/captaincozy/songrequest, www.example.com or help@example.com; not *bold* or &lt;b&gt;.</p>';
    const twin = await pageTwin(page(html), pageUrl, siteRoot);
    expect(twin?.markdown).toContain('Queue at https://streamelements.com/captaincozy/songrequest, www.example.com or help@example.com;');
    // Everything else that could turn text into markup stays escaped.
    expect(twin?.markdown).toContain('not \\*bold\\* or \\<b>.');
  });

  it('writes tables as GFM tables, table heads included, and term lists as bold terms', async () => {
    const html = '<h1>T</h1><table><thead><tr><th>Name<th>Default</thead><tbody><tr><td><code>interval</code><td>5</table><dl><div><dt>User level<dd>Everyone</div></dl>';
    const twin = await pageTwin(page(html), pageUrl, siteRoot);
    expect(twin?.markdown).toMatch(/\| Name +\| Default \|\n\| -+ \| -+ \|\n\| `interval` \| 5 +\|/);
    expect(twin?.markdown).toContain('- **User level:** Everyone');
  });

  it('writes tables without alignment padding: one space either side of a cell, one dash per column', async () => {
    const html = '<h1>T</h1><table><thead><tr><th>Name<th>Default</thead><tbody><tr><td><code>interval</code> in seconds, at least 60<td>5<tr><td>a<td>b</table>';
    const twin = await pageTwin(page(html), pageUrl, siteRoot);
    expect(twin?.markdown).toContain('| Name | Default |\n| - | - |\n| `interval` in seconds, at least 60 | 5 |\n| a | b |\n');
  });

  it("writes a table's caption as a bold line right before its table", async () => {
    const table = (caption: string) => `<table><caption>${caption}</caption><thead><tr><th>Key<th>Type</thead><tbody><tr><td>count<td>number</table>`;
    const html = `<h1>T</h1><div class="tableScroll">${table('Session keys: <code>tip</code>')}</div>${table('Session keys: Followers')}`;
    const twin = await pageTwin(page(html), pageUrl, siteRoot);
    expect(twin?.markdown).toContain('**Session keys: `tip`**\n\n| Key | Type |');
    expect(twin?.markdown).toContain('**Session keys: Followers**\n\n| Key | Type |');
    expect(twin?.markdown.indexOf('Session keys: `tip`')).toBeLessThan(twin?.markdown.indexOf('Session keys: Followers') ?? -1);
  });

  it('separates a paragraph or list in a table cell from the text before it, as the page does', async () => {
    const html =
      '<h1>T</h1><table><thead><tr><th>Field<th>Meaning</thead><tbody>' +
      '<tr><td>type<td>Kind of activity.<p>Known values: <code>follow</code>, <code>tip</code></p>' +
      '<tr><td>event<td>What happened.<ul><li><code>play</code>: Playback resumed.<li><code>pause</code>: Playback paused.</ul>' +
      '<tr><td>mode<td>How it runs<p>One of: <code>a</code>, <code>b</code></p></table>';
    const twin = await pageTwin(page(html), pageUrl, siteRoot);
    expect(twin?.markdown).toContain('| type | Kind of activity. Known values: `follow`, `tip` |');
    expect(twin?.markdown).toContain('| event | What happened. `play`: Playback resumed. `pause`: Playback paused. |');
    expect(twin?.markdown).toContain('| mode | How it runs; One of: `a`, `b` |');
  });

  it('leaves out controls that need JavaScript (data-needs-js), their labels and placeholders included', async () => {
    const html =
      '<h1>T</h1><div data-needs-js=""><p>Type part of a name to filter the table.</p></div>' +
      '<div class="finder" data-needs-js=""><label for=f>Filter the 12 operations</label><input id=f type=search placeholder="Words, method or path"></div>' +
      '<div role=search data-needs-js><label>User level</label><select><option>All</select></div><p>After.</p>';
    const twin = await pageTwin(page(html), pageUrl, siteRoot);
    expect(twin?.markdown).toBe('# T\n\n> Post messages on a schedule.\n\nAfter.\n');
  });

  it('writes a data-md-label element as a bold label ending in a colon', async () => {
    const html = '<h1>T</h1><ul><li><span class="product" data-md-label="">Overlays</span> On YouTube, stickers count. See <a href="/overlays">Overlays</a>.</ul>';
    const twin = await pageTwin(page(html), pageUrl, siteRoot);
    expect(twin?.markdown).toContain(`- **Overlays:** On YouTube, stickers count. See [Overlays](${siteRoot}/overlays).`);
  });

  it('writes a list inside a table cell as its items in one row, so the table stays a table', async () => {
    const html = '<h1>T</h1><table><thead><tr><th>Variable<th>Forms</thead><tbody><tr><td>args<td><ul><li><code>${1}</code> One word.<li><code>${1:}</code> The rest<li><p><code>${1:3}</code> A range</p></ul></table>';
    const twin = await pageTwin(page(html), pageUrl, siteRoot);
    expect(twin?.markdown).toMatch(/\| args +\| `\$\{1\}` One word\. `\$\{1:\}` The rest; `\$\{1:3\}` A range \|\n/);
  });

  it('replaces data-md-fallback elements by their text and drops data-md-skip elements', async () => {
    const html = '<h1>T</h1><div data-md-fallback="An interactive preview runs here in the browser."><canvas></canvas><p>Loading…</p></div><p data-md-skip>Only for the browser.</p><p>After.</p>';
    const twin = await pageTwin(page(html), pageUrl, siteRoot);
    expect(twin?.markdown).toContain('An interactive preview runs here in the browser.\n\nAfter.');
    expect(twin?.markdown).not.toMatch(/Loading|Only for the browser/);
  });

  it('labels tab panels and never lets markup, comments or scripts through', async () => {
    const html = '<h1>T</h1><div class="tabs-container"><ul role=tablist><li role=tab>npm<li role=tab>yarn</ul><div role=tabpanel><p>Run npm.</div><div role=tabpanel hidden><p>Run yarn.</div></div><!-- note --><script>alert(1)</script><p>Type &lt;Tabs&gt; or &lt;b&gt;bold&lt;/b&gt; literally.</p><iframe src=/x></iframe>';
    const twin = await pageTwin(page(html), pageUrl, siteRoot);
    expect(twin?.markdown).toContain('**npm**\n\nRun npm.\n\n**yarn**\n\nRun yarn.');
    expect(twin?.markdown).not.toMatch(/alert|note -->/);
    expect(leaks(twin?.markdown ?? '')).toEqual([]);
  });
});

describe('leaks', () => {
  it('finds imports, JSX, HTML and comments outside code, and nothing inside code', () => {
    expect(leaks('import X from "y";\n<Tabs>\n<div class="a">x</div>\n<!-- c -->')).toHaveLength(5);
    expect(leaks('- ```text\n  <b>\n  ```\n\n```jsx\nimport X from "y";\n<Tabs />\n```\n\nUse `<div>` and \\<b> and <https://x.test>.')).toEqual([]);
  });
});

describe('TwinCache', () => {
  it('returns the same twin for an unchanged page without converting it again', async () => {
    const {TwinCache} = await import('../../../plugins/markdown-twins/cache');
    const cache = new TwinCache(process.cwd());
    const html = page('<h1>T</h1><p>Body.</p>');
    const first = await pageTwin(html, pageUrl, siteRoot, cache);
    expect(await pageTwin(html, pageUrl, siteRoot, cache)).toBe(first);
    expect(await pageTwin(page('<h1>T</h1><p>Changed.</p>'), pageUrl, siteRoot, cache)).not.toBe(first);
  });

  it("keys twins on the converter packages' installed versions, transitive ones included", async () => {
    const {TwinCache, CONVERTER_FILES, converterVersions} = await import('../../../plugins/markdown-twins/cache');
    const installed = (name: string) => (JSON.parse(readFileSync(path.join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;
    const versions = converterVersions(process.cwd());
    for (const name of ['rehype-remark', 'remark-gfm', 'remark-stringify', 'hast-util-to-mdast', 'mdast-util-gfm-table', 'mdast-util-to-markdown']) {
      expect(versions, name).toContain(`${name}@${installed(name)}`);
    }

    // A site whose converter code is the same but whose hast-util-to-mdast (a dependency of
    // rehype-remark, not of the site) moves up one version: no twin of the old key may be reused.
    const site = mkdtempSync(path.join(tmpdir(), 'twin-cache-'));
    try {
      for (const rel of CONVERTER_FILES) cpSync(path.join(process.cwd(), rel), path.join(site, rel));
      const pkg = (name: string, version: string, dependencies: Record<string, string> = {}) => {
        mkdirSync(path.join(site, 'node_modules', name), {recursive: true});
        writeFileSync(path.join(site, 'node_modules', name, 'package.json'), JSON.stringify({name, version, dependencies}));
      };
      for (const name of ['rehype-parse', 'remark-gfm', 'remark-stringify', 'unified']) pkg(name, '1.0.0');
      pkg('rehype-remark', '10.0.1', {'hast-util-to-mdast': '^10.0.0'});
      pkg('hast-util-to-mdast', '10.1.3');
      const before = new TwinCache(site).key('article', 'description');
      pkg('hast-util-to-mdast', '10.1.4');
      expect(new TwinCache(site).key('article', 'description')).not.toBe(before);
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });
});

describe('listingTwins', () => {
  it("links each tagged page's twin at the page's route, a section index page without its trailing slash", async () => {
    const {listingTwins} = await import('../../../plugins/markdown-twins/listings');
    const tag = {label: 'overlays', permalink: '/tags/overlays', description: 'On stream.', inline: false};
    const doc = (title: string, permalink: string) => ({id: title, title, permalink, description: `${title} page.`, tags: [tag]});
    const docs = [doc('Overlays', '/overlays/'), doc('Chatbot', '/'), doc('Timers', '/chatbot/timers')];
    const content = {loadedVersions: [{docs, tagsPath: '/tags'}]} as unknown as Parameters<typeof listingTwins>[0];
    const twin = listingTwins(content, siteRoot).find((listing) => listing.route === tag.permalink);
    const links = [...(twin?.markdown ?? '').matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
    expect(links).toEqual([`${siteRoot}/index.md`, `${siteRoot}/overlays.md`, `${siteRoot}/chatbot/timers.md`]);
  });
});
