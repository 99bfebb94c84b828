// @vitest-environment jsdom
import React from 'react';
import {describe, expect, it} from 'vitest';
import {render} from '@testing-library/react';
import Marked from '@site/src/search/Marked';
import {safeMarked, sanitizeHit} from '@site/src/search/sanitizeHit';

describe('escape, then mark', () => {
  it('keeps <mark> and escapes every other tag', () => {
    expect(safeMarked('<mark>tip</mark> <img src=x onerror=alert(1)>')).toBe('<mark>tip</mark> &lt;img src=x onerror=alert(1)&gt;');
  });

  it('is idempotent, so already-escaped hosted values are not escaped twice', () => {
    const once = safeMarked('a &lt;b&gt; <mark>c</mark>');
    expect(safeMarked(once)).toBe(once);
    expect(once).toBe('a &lt;b&gt; <mark>c</mark>');
  });

  it('escapes raw hit fields that DocSearch shows for saved searches', () => {
    const hit = sanitizeHit({
      url: 'https://x.test/a?b=1&c=2',
      hierarchy: {lvl0: 'Chatbot', lvl1: '<script>alert(1)</script>'},
      content: '"><svg onload=alert(1)>',
      _highlightResult: {hierarchy: {lvl1: {value: '<mark>x</mark><b>y</b>', matchLevel: 'full', matchedWords: ['x']}}},
    });
    expect(hit.url).toBe('https://x.test/a?b=1&c=2');
    expect(hit.hierarchy.lvl1).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(hit.content).toBe('&quot;&gt;&lt;svg onload=alert(1)&gt;');
    expect(hit._highlightResult.hierarchy.lvl1.value).toBe('<mark>x</mark>&lt;b&gt;y&lt;/b&gt;');
    expect(hit._highlightResult.hierarchy.lvl1.matchLevel).toBe('full');
  });
});

describe('<Marked>', () => {
  it('renders marks as elements and everything else as text', () => {
    const {container} = render(<Marked value={'use <mark>!8ball</mark> &lt;img src=x onerror=alert(1)&gt;'} />);
    expect(container.querySelectorAll('mark')).toHaveLength(1);
    expect(container.querySelector('mark')?.textContent).toBe('!8ball');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('use !8ball <img src=x onerror=alert(1)>');
  });
});
