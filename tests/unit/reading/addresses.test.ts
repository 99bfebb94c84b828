import {describe, expect, it} from 'vitest';
import {redirectDocument} from '../../../plugins/post-build/steps/redirects';
import {withoutOwnAddress} from '../../../plugins/post-build/steps/notFoundAddress';
import {inlineScripts} from '../../../plugins/site-files/csp';

describe('a redirect document', () => {
  const html = redirectDocument('/', 'https://docs.example.test');

  it('refreshes to its target without JavaScript and names it as canonical', () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/">');
    expect(html).toContain('<link rel="canonical" href="https://docs.example.test/">');
    expect(html).toContain('<a href="/">/</a>');
  });

  it('has no script for the policy to hash', () => {
    expect(inlineScripts(html)).toEqual([]);
  });
});

describe('the not-found document', () => {
  it('loses the canonical address, alternates and og:url the theme gave it, and keeps the rest', () => {
    const head = [
      '<link data-rh=true rel=icon href=/img/favicon.svg />',
      '<link data-rh=true rel=canonical href=https://docs.example.test/404.html />',
      '<link data-rh=true rel=alternate href=https://docs.example.test/404.html hreflang=en />',
      '<link data-rh=true rel=alternate href=https://docs.example.test/404.html hreflang=x-default />',
      '<link rel=alternate type=application/rss+xml href=/feed.xml>',
      '<meta data-rh=true property=og:url content=https://docs.example.test/404.html />',
      '<meta data-rh=true name=robots content=noindex />',
    ].join('');
    expect(withoutOwnAddress(head)).toBe('<link data-rh=true rel=icon href=/img/favicon.svg /><link rel=alternate type=application/rss+xml href=/feed.xml><meta data-rh=true name=robots content=noindex />');
  });
});
