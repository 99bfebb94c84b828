import {describe, expect, it} from 'vitest';
import {createHash} from 'node:crypto';
import {frameCsp, frameDocument, frameRuntime, inertJson} from '@site/src/playground/frame/frameDocument';
import {contentSecurityPolicy} from '../../../plugins/site-files/csp';

const hash = `'sha256-${createHash('sha256').update(frameRuntime).digest('base64')}'`;

describe('widget frame document', () => {
  it('carries the widget as inert JSON that cannot close its script element', () => {
    const json = inertJson({js: '</script><script>alert(1)</script>'});
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({js: '</script><script>alert(1)</script>'});
  });

  it('blocks every network request inside the frame and allows only the runtime and blob: scripts', () => {
    const csp = frameCsp(hash);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`script-src ${hash} blob:`);
    expect(csp).not.toMatch(/connect-src|unsafe-eval/);
    const html = frameDocument({run: 1, html: '<p>x</p>', css: '', js: ''}, hash);
    expect(html).toContain(`<script>${frameRuntime}</script>`);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  });

  it('is allowed by the site CSP, which a srcdoc frame inherits (runtime hash and blob:)', () => {
    const site = contentSecurityPolicy({scriptHashes: [], searchOrigins: []});
    expect(site).toContain(`script-src 'self' ${hash} blob:;`);
  });
});
