import {createHash} from 'node:crypto';

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
  /** Websocket origins the console on /websockets/examples may open (the gateway, in live mode). */
  websocketOrigins?: readonly string[];
}

/** The site's Content-Security-Policy: own origin only, inline scripts by hash. */
export function contentSecurityPolicy({scriptHashes, searchOrigins, websocketOrigins = []}: CspOptions): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    // React and Docusaurus set style attributes (collapsible heights, code line numbers).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${[...searchOrigins, ...websocketOrigins].join(' ')}`.trim(),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function headersFile(csp: string): string {
  return [
    '# Generated at build time by plugins/site-files: the CSP carries the hashes of this build\'s inline scripts.',
    '/*',
    `  Content-Security-Policy: ${csp}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
    '  X-Frame-Options: DENY',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}
