import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {frameContentSecurityPolicy, frameDocument, frameFetchPolicy} from '@site/src/playground/frame/frameDocument';
import {frameRuntime} from '@site/src/playground/frame/runtime';
import {contentSecurityPolicy} from '../../../plugins/site-files/csp';

const hash = `'sha256-${createHash('sha256').update(frameRuntime).digest('base64')}'`;

describe('widget frame document', () => {
  it('runs only its runtime, inline, under a policy given before it', () => {
    const html = frameDocument();
    expect(html).toContain(`<script>${frameRuntime}</script>`);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain(`content="${frameFetchPolicy().join('; ')}"`);
  });

  it('is sandboxed to an opaque origin, blocks the network and allows only the runtime and blob: scripts', () => {
    const policy = frameContentSecurityPolicy();
    expect(policy.startsWith('sandbox allow-scripts;')).toBe(true);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`script-src ${hash} blob:;`);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toMatch(/connect-src|unsafe-eval|allow-same-origin/);
  });

  it('leaves the pages\u2019 policy without the runtime\u2019s hash or blob: scripts', () => {
    const site = contentSecurityPolicy({scriptHashes: ["'sha256-page'"], searchOrigins: []});
    expect(site).toContain("script-src 'self' 'sha256-page';");
    expect(site).not.toContain(hash);
    expect(site).not.toContain('blob:');
  });

  it('has a runtime that refuses to run outside an opaque origin', () => {
    expect(frameRuntime).toMatch(/^\(function \(\) \{\s+'use strict';\s+if \(self\.origin !== 'null'\) \{[^}]*return;\s+\}/);
  });
});
