import {createHash} from 'node:crypto';
import {FRAME_PATH} from '../../src/playground/frame/protocol';

/** Inline scripts the browser executes (JSON-LD is data, so CSP does not apply to it). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc=/i.test(attributes) || /type=["']?application\/(ld\+)?json/i.test(attributes) || body.trim() === '') continue;
    scripts.push(body);
  }
  return scripts;
}

export function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

export interface CspOptions {
  scriptHashes: Iterable<string>;
  /** Extra origins the search client talks to (hosted mode only). */
  searchOrigins: readonly string[];
  /** Origins the interactive tools connect to (their descriptors' `connect`: src/tools/registry.ts). */
  toolOrigins?: readonly string[];
}

/** The site's Content-Security-Policy: own origin only, inline scripts by hash. */
export function contentSecurityPolicy({scriptHashes, searchOrigins, toolOrigins = []}: CspOptions): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    // Nothing else: the widget playground's runtime and blob: scripts are allowed only by the widget
    // frame's own policy (frameHeaders below), so markup injected into a page cannot run them.
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    // React and Docusaurus set style attributes (collapsible heights, code line numbers).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${[...searchOrigins, ...toolOrigins].join(' ')}`.trim(),
    "manifest-src 'self'",
    // The offline reader's service worker (plugin-pwa's sw.js), same origin only.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The `_headers` file (Cloudflare Pages rules, which `npm run serve` applies the same way,
 * scripts/headers.mjs): every matching rule's headers are sent, a header set by two rules is sent
 * with both values, and `! Name` drops a header an earlier rule set. The widget frame's rule drops
 * the pages' policy and X-Frame-Options and sends its own policy instead (framed by the site only).
 */
export function headersFile(csp: string, frameCsp: string): string {
  return [
    '# Generated at build time by plugins/site-files: the CSP carries the hashes of this build\'s inline scripts.',
    '/*',
    `  Content-Security-Policy: ${csp}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
    '  X-Frame-Options: DENY',
    // The widget playground's frame (src/playground/frame): its own policy, and the pages' dropped.
    FRAME_PATH,
    '  ! Content-Security-Policy',
    '  ! X-Frame-Options',
    `  Content-Security-Policy: ${frameCsp}`,
    '  X-Frame-Options: SAMEORIGIN',
    // The service worker must be checked on every visit, or a new deploy would wait a day to show.
    '/sw.js',
    '  Cache-Control: no-cache',
    '/*.md',
    '  Content-Type: text/markdown; charset=utf-8',
    // The changelog's feeds (plugins/changelog-feeds) as their own types, not as plain XML.
    '/*.rss.xml',
    '  Content-Type: application/rss+xml; charset=utf-8',
    '/*.atom.xml',
    '  Content-Type: application/atom+xml; charset=utf-8',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}
