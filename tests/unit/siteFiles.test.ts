import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy, headersFile, inlineScripts, sha256Source} from '../../plugins/site-files/csp';
import {robotsTxt} from '../../plugins/site-files/index';
import {headersForPath, parseHeadersFile} from '../../scripts/headers.mjs';
import {FRAME_PATH} from '../../src/playground/frame/protocol';

describe('inline script hashing for the CSP', () => {
  it('hashes executable inline scripts only', () => {
    const html =
      '<script src="/a.js" defer></script><script>init()</script><script type="application/ld+json">{"a":1}</script><script> </script>';
    expect(inlineScripts(html)).toEqual(['init()']);
  });

  it('produces the base64 sha256 source expression browsers compare against', () => {
    const expected = createHash('sha256').update('init()').digest('base64');
    expect(sha256Source('init()')).toBe(`'sha256-${expected}'`);
  });

  it('allows only the own origin, plus search hosts when given', () => {
    const embedded = contentSecurityPolicy({scriptHashes: ["'sha256-x'"], searchOrigins: []});
    expect(embedded).toContain("script-src 'self' 'sha256-x'");
    expect(embedded).toContain("connect-src 'self';");
    expect(embedded).not.toContain('unsafe-eval');
    const hosted = contentSecurityPolicy({scriptHashes: [], searchOrigins: ['https://*.algolia.net']});
    expect(hosted).toContain("connect-src 'self' https://*.algolia.net");
  });
});

describe('_headers round trip', () => {
  const rules = parseHeadersFile(headersFile("default-src 'self'", 'sandbox allow-scripts'));

  it('is read back by the local server with the right headers per path', () => {
    expect(headersForPath(rules, '/api')['Content-Security-Policy']).toBe("default-src 'self'");
    expect(headersForPath(rules, '/api')['X-Content-Type-Options']).toBe('nosniff');
    expect(headersForPath(rules, '/assets/js/main.js')['Cache-Control']).toContain('immutable');
    expect(headersForPath(rules, '/api')['Cache-Control']).toBeUndefined();
  });

  it('gives the widget frame its own policy only, and lets the site frame it', () => {
    const frame = headersForPath(rules, FRAME_PATH);
    expect(frame['Content-Security-Policy']).toBe('sandbox allow-scripts');
    expect(frame['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(frame['X-Content-Type-Options']).toBe('nosniff');
  });

  it('sends a header two rules set with both values, as the host does, unless a rule drops it', () => {
    const twice = parseHeadersFile('/*\n  X-Test: a\n/page\n  X-Test: b\n/other\n  ! X-Test\n  X-Test: c\n');
    expect(headersForPath(twice, '/page')['X-Test']).toBe('a, b');
    expect(headersForPath(twice, '/other')['X-Test']).toBe('c');
    expect(headersForPath(twice, '/else')['X-Test']).toBe('a');
  });

  it('rejects a header line that belongs to no path', () => {
    expect(() => parseHeadersFile('  X-Test: 1')).toThrow(/not under a path pattern/);
  });
});

describe('robots.txt', () => {
  it('points at the sitemap of the configured address', () => {
    const text = robotsTxt('https://docs.example.com/', '/');
    expect(text).toContain('Sitemap: https://docs.example.com/sitemap.xml');
    expect(text).toContain('Disallow: /search');
  });
});
