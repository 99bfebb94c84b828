import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {filesUnder} from '../support/files';
import {repoRoot} from '../support/routes';
// CommonJS on purpose (the bundler requires loaders by path): see plugins/lean-first-load/unreadData.cjs.
import unreadData from '../../plugins/lean-first-load/unreadData.cjs';

const {withoutModulePaths, withoutServerConfig, withoutDocsList, withoutGlobalDocsLists, SERVER_ONLY} = unreadData as unknown as {
  withoutModulePaths: (source: string) => string;
  withoutServerConfig: (source: string) => string;
  SERVER_ONLY: string[];
  withoutDocsList: (source: string) => string;
  withoutGlobalDocsLists: (source: string) => string;
};


describe('lean-first-load: what the browser never reads stays out of its first load', () => {
  it('drops each registry entry’s module path and keeps its loader and module id', () => {
    const entry = `  "03577728": [() => import(/* webpackChunkName: "03577728" */ "@site/docs/tip.mdx"), "@site/docs/tip.mdx", require.resolveWeak("@site/docs/tip.mdx")],`;
    expect(withoutModulePaths(entry)).toBe(
      `  "03577728": [() => import(/* webpackChunkName: "03577728" */ "@site/docs/tip.mdx"), "", require.resolveWeak("@site/docs/tip.mdx")],`,
    );
  });

  it('drops what only the build and the server read from the serialized site config, and keeps the rest', () => {
    const config = 'export default {\n  "title": "Docs",\n  "ssrTemplate": "\\n<html lang=\\"en\\">\\n",\n  "plugins": ["./plugins/a.ts"],\n  "baseUrl": "/",\n  "future": {"experimental_router": "browser"}\n};\n';
    expect(withoutServerConfig(config)).toBe('export default {"title":"Docs","baseUrl":"/","future":{"experimental_router":"browser"}};\n');
    expect(() => withoutServerConfig('const config = {};\nexport default config;')).toThrow(/no longer `export default <JSON>;`/);
  });

  it('holds because the generated config has that shape, and no client code reads the keys it drops', () => {
    const generated = path.join(repoRoot, '.docusaurus', 'docusaurus.config.mjs');
    if (existsSync(generated)) expect(Object.keys(JSON.parse(withoutServerConfig(readFileSync(generated, 'utf8')).slice('export default '.length, -2)))).toContain('themeConfig');
    const clientCode = [
      ...filesUnder('node_modules/@docusaurus/core/lib/client'),
      ...filesUnder('node_modules/@docusaurus/theme-classic/lib/theme'),
      ...filesUnder('node_modules/@docusaurus/theme-common/lib'),
      ...filesUnder('node_modules/@docusaurus/theme-search-algolia/lib/theme'),
      ...filesUnder('node_modules/@docusaurus/plugin-content-docs/lib/client'),
      ...filesUnder('node_modules/@docusaurus/plugin-pwa/lib'),
      ...filesUnder('src'),
    ].filter((file) => /\.(js|tsx?)$/.test(file));
    const reads = clientCode.flatMap((file) => {
      const text = readFileSync(path.join(repoRoot, file), 'utf8');
      const destructured = [...text.matchAll(/siteConfig: ?\{([^}]*)\}|const \{([^}]*)\} = siteConfig\b/g)].flatMap((m) => (m[1] ?? m[2] ?? '').split(',').map((part) => part.trim().split(/[\s:]/)[0]));
      const dotted = [...text.matchAll(/siteConfig\??\.(\w+)/g)].map((m) => m[1]);
      return [...destructured, ...dotted].filter((key) => SERVER_ONLY.includes(key ?? '')).map((key) => `${file}: ${key}`);
    });
    expect(clientCode.length).toBeGreaterThan(100);
    expect(reads).toEqual([]);
  });

  it('empties the list of docs in the docs version’s props, and leaves the sidebars and other props alone', () => {
    const version = {
      version: {
        docsSidebars: {docs: [{type: 'link', href: '/a', label: 'A', docId: 'a'}]},
        docs: {a: {id: 'a', title: 'A', description: 'About A.', sidebar: 'docs'}},
      },
    };
    expect(JSON.parse(withoutDocsList(JSON.stringify(version)))).toEqual({
      version: {docsSidebars: version.version.docsSidebars, docs: {}},
    });
    const tagPage = JSON.stringify({tag: {label: 'ai', items: [{id: 'a', title: 'A', description: 'About A.'}]}});
    expect(withoutDocsList(tagPage)).toBe(tagPage);
  });

  it('holds because no page shows doc cards, the only reader of that list', () => {
    const sources = [...filesUnder('docs'), ...filesUnder('src'), 'sidebars.ts'].filter((file) => /\.(mdx?|tsx?)$/.test(file));
    expect(sources.length).toBeGreaterThan(100);
    // Doc cards come from DocCard / useDocById in a page, or from a category's generated index page.
    expect(sources.filter((file) => /DocCard|useDocById|generated-index/.test(readFileSync(path.join(repoRoot, file), 'utf8')))).toEqual([]);
    // The props' version is what useDocsVersion() returns; in the theme and the docs plugin's client,
    // useDocById is the only code that looks a doc up in it (the global data's versions, read
    // elsewhere, keep their own list of docs).
    const clientCode = [
      ...filesUnder('node_modules/@docusaurus/theme-classic/lib/theme'),
      ...filesUnder('node_modules/@docusaurus/plugin-content-docs/lib/client'),
      ...filesUnder('node_modules/@docusaurus/theme-common/lib'),
    ].filter((file) => file.endsWith('.js'));
    const lookups = clientCode
      .map((file) => ({file: path.basename(file), text: readFileSync(path.join(repoRoot, file), 'utf8')}))
      .filter(({text}) => text.includes('useDocsVersion()'))
      .flatMap(({file, text}) => [...text.matchAll(/\.docs\[/g)].map(() => file));
    expect(lookups).toEqual(['docsUtils.js']);
    const docsUtils = readFileSync(path.join(repoRoot, 'node_modules/@docusaurus/plugin-content-docs/lib/client/docsUtils.js'), 'utf8');
    expect(docsUtils).toMatch(/function useDocById\(id\) \{\s+const version = useDocsVersion\(\);\s+if \(!id\) \{\s+return undefined;\s+\}\s+const doc = version\.docs\[id\];/);
  });

  it('empties the lists of docs in the global data, and keeps each version’s name, path, main doc and sidebars', () => {
    const version = {name: 'current', label: 'Next', isLast: true, path: '/', mainDocId: 'index', docs: [{id: 'a', path: '/a', sidebar: 'docs'}], draftIds: [], sidebars: {docs: {link: {path: '/a', label: 'a'}}}};
    const data = {'docusaurus-plugin-content-docs': {default: {path: '/', versions: [version], breadcrumbs: true}}, 'other-plugin': {default: {docs: [1]}}};
    expect(JSON.parse(withoutGlobalDocsLists(JSON.stringify(data)))).toEqual({
      'docusaurus-plugin-content-docs': {default: {path: '/', versions: [{...version, docs: []}], breadcrumbs: true}},
      'other-plugin': {default: {docs: [1]}},
    });
  });

  it('holds because only doc-type navbar items and the version banner read those lists, and this site has neither', () => {
    // Who reads a global-data version's docs: the docs client's active-doc context and layout doc,
    // the version navbar items and the version banner, no one else.
    const clientCode = [
      ...filesUnder('node_modules/@docusaurus/theme-classic/lib/theme'),
      ...filesUnder('node_modules/@docusaurus/plugin-content-docs/lib/client'),
      ...filesUnder('node_modules/@docusaurus/theme-common/lib'),
      ...filesUnder('node_modules/@docusaurus/theme-search-algolia/lib/theme'),
      ...filesUnder('src'),
    ].filter((file) => /\.(js|tsx?)$/.test(file));
    const readers = clientCode.filter((file) => /[vV]ersion\??\.docs\.|version\) => version\.docs\)/.test(readFileSync(path.join(repoRoot, file), 'utf8'))).map((file) => path.basename(file));
    expect(readers.sort()).toEqual(['DocsVersionDropdownNavbarItem.js', 'DocsVersionNavbarItem.js', 'docsClientUtils.js', 'docsUtils.js', 'index.js']);
    // …and those reach a page only through navbar items of the doc types, or the banner.
    const callers = clientCode.filter((file) => /useActiveDocContext|useLayoutDoc\b|useDocVersionSuggestions|getActiveDocContext/.test(readFileSync(path.join(repoRoot, file), 'utf8'))).map((file) => file.replace(/^node_modules\/@docusaurus\//, ''));
    expect(callers.filter((file) => !/^plugin-content-docs\/lib\/client\/|^theme-classic\/lib\/theme\/(NavbarItem\/Doc|DocVersionBanner\/)/.test(file))).toEqual([]);
    // This site's navbar has link items only, and its version banner loads only for a version that has one.
    expect(readFileSync(path.join(repoRoot, 'src/theme/NavbarItem/ComponentTypes.ts'), 'utf8')).toMatch(/const ComponentTypes = \{default: DefaultNavbarItem\};/);
    expect(readFileSync(path.join(repoRoot, 'node_modules/@docusaurus/theme-classic/lib/theme/DocVersionBanner/index.js'), 'utf8')).toMatch(/const versionMetadata = useDocsVersion\(\);\s+if \(versionMetadata\.banner\) \{/);
    const config = readFileSync(path.join(repoRoot, 'docusaurus.config.ts'), 'utf8');
    expect(config).toMatch(/lastVersion: 'current'/); // the one version is the last: the theme gives it no banner
    expect(config).not.toMatch(/\bbanner\s*:/);
  });
});
