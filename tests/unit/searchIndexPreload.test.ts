import {describe, expect, it} from 'vitest';
import {withSearchPreloads} from '../../plugins/search-index/indexUrl';
import {firstHitsWebpackConfig, withFirstHits} from '../../plugins/search-index/firstHits';

const urls = {index: '/assets/search/index.0123456789.json', engine: '/assets/js/search-engine.89abcdef.js'};

describe('search page preloads', () => {
  it('adds the index and the engine to the head, the index with the attributes the page fetch uses', () => {
    const html = '<html><head><meta name=search-index content=/assets/search/index.0123456789.json></head><body></body></html>';
    const out = withSearchPreloads(html, urls);
    expect(out).toContain('<link rel="preload" href="/assets/search/index.0123456789.json" as="fetch" crossorigin="anonymous">');
    expect(out).toContain('<link rel="preload" href="/assets/js/search-engine.89abcdef.js" as="script">');
    expect(out.match(/rel="preload"/g)).toHaveLength(2);
    expect(out.lastIndexOf('rel="preload"')).toBeLessThan(out.indexOf('</head>'));
  });

  it('fails the build, naming the problem, when the page has no head', () => {
    expect(() => withSearchPreloads('<p>no head</p>', urls)).toThrow(/no <\/head>/);
  });
});

describe('search page first hits (plugins/search-index/firstHits.ts)', () => {
  const html = [
    '<html><head><link rel=preload href=/assets/js/runtime~main.1.js as=script><link rel=preload href=/assets/js/main.2.js as=script></head><body>',
    '<script type=application/json id=app-scripts>["/assets/js/runtime~main.1.js","/assets/js/3e.4.js","/assets/js/main.2.js"]</script></body></html>',
  ].join('');

  it('runs the runtime and the first-hits script from the head, and the rest of the app only from the list, unpreloaded', () => {
    const out = withFirstHits(html, {firstHits: '/assets/js/first-hits.5.js'});
    expect(out).toContain('<script src="/assets/js/runtime~main.1.js" defer></script><script src="/assets/js/first-hits.5.js" defer></script></head>');
    expect(out).toContain('<script type=application/json id=app-scripts>["/assets/js/3e.4.js","/assets/js/main.2.js"]</script>');
    expect(out).not.toMatch(/rel=preload/);
  });

  it('fails the build when the page lists no runtime first', () => {
    expect(() => withFirstHits(html.replace('"/assets/js/runtime~main.1.js",', ''), {firstHits: '/x.js'})).toThrow(/runtime~main/);
  });

  it('adds the entry and gives both entries one runtime, keeping Docusaurus\' own entry as main', () => {
    const config = firstHitsWebpackConfig('/site/node_modules/@docusaurus/core/lib/client/clientEntry.js', '/site') as {entry: Record<string, string>; optimization: {runtimeChunk: {name: string}}};
    expect(config.entry).toEqual({main: '/site/node_modules/@docusaurus/core/lib/client/clientEntry.js', 'first-hits': '/site/src/search/firstHits/index.ts'});
    expect(config.optimization.runtimeChunk).toEqual({name: 'runtime~main'});
    expect(() => firstHitsWebpackConfig({main: 'x'}, '/site')).toThrow(/single file/);
  });
});
