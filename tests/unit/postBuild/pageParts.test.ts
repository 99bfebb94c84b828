import {describe, expect, it} from 'vitest';
import {pageParts} from '../../../plugins/shared/pageParts';

const page = (body: string) =>
  `<!doctype html><html><head><title>Timers | Docs</title><meta name="description" content="Messages on a schedule &amp; more"><meta property="og:title" content="Timers"></head><body>${body}</body></html>`;

describe('a built page read once (plugins/shared/pageParts.ts)', () => {
  it('takes the head values, entities decoded, and the article exactly as written', () => {
    const article = '<div class="theme-doc-markdown markdown"><h1>Timers</h1><p>Every <b>5</b> min &amp; more</p><div><br></div></div>';
    const parts = pageParts(page(`<nav><a href="/">Home</a></nav>${article}<footer>x</footer>`));
    expect(parts.head).toMatchObject({title: 'Timers | Docs', description: 'Messages on a schedule & more', 'og:title': 'Timers'});
    expect(parts.article).toBe(article);
  });

  it('counts only what stands before </head> as head: an icon title or meta tag in the body is not the page\'s', () => {
    const parts = pageParts(page('<svg><title>Close</title></svg><meta name="description" content="body"><div class="theme-doc-markdown"><p>x</p></div>'));
    expect(parts.head.title).toBe('Timers | Docs');
    expect(parts.head.description).toBe('Messages on a schedule & more');
  });

  it('has no article on pages without the docs container (search, tag lists, 404)', () => {
    expect(pageParts(page('<main><p>No results</p></main>')).article).toBeUndefined();
  });

  it('takes the first article only', () => {
    expect(pageParts(page('<div class="theme-doc-markdown">a</div><div class="theme-doc-markdown">b</div>')).article).toBe('<div class="theme-doc-markdown">a</div>');
  });
});
