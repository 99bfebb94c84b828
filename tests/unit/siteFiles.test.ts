import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy, headersFile, inlineScripts, sha256Source} from '../../plugins/site-files/csp';
import {robotsTxt} from '../../plugins/site-files/index';
import {headersForPath, parseHeadersFile} from '../../scripts/headers.mjs';

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
  it('is read back by the local server with the right headers per path', () => {
    const rules = parseHeadersFile(headersFile("default-src 'self'"));
    expect(headersForPath(rules, '/api')['Content-Security-Policy']).toBe("default-src 'self'");
    expect(headersForPath(rules, '/api')['X-Content-Type-Options']).toBe('nosniff');
    expect(headersForPath(rules, '/assets/js/main.js')['Cache-Control']).toContain('immutable');
    expect(headersForPath(rules, '/api')['Cache-Control']).toBeUndefined();
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
