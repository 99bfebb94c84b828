import {describe, expect, it} from 'vitest';
import {withSearchPreloads} from '../../plugins/search-index';

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
