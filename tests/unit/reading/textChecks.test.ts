import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import remarkBrokenLists from '../../../plugins/text-checks/brokenLists';
import {literalBackticks} from '../../../plugins/text-checks/literalBackticks';

const compiled = async (mdx: string) => String(await compile(mdx, {remarkPlugins: [remarkGfm, remarkBrokenLists], jsx: true}));

describe('the build check for broken Markdown lists (plugins/text-checks/brokenLists.ts)', () => {
  it('fails on a paragraph that is not indented under its item, whatever follows it', async () => {
    // The shape /chatbot/timers had: items 3 and 4 ran into the paragraph.
    const runIn = ['1. One.', '2. Two.', '', 'A note about two.', '3. Three.', '4. Four.'].join('\n');
    await expect(compiled(runIn)).rejects.toThrow(/line 4: the line "3\. …" is paragraph text/);
    // With a blank line, the list is split in two and the second starts at 3.
    const split = ['1. One.', '2. Two.', '', 'A note about two.', '', '3. Three.'].join('\n');
    await expect(compiled(split)).rejects.toThrow(/line 6: an ordered list starts at 3 after another list/);
  });

  it('passes a paragraph indented under its item, a list after a paragraph, and a list that starts at 1 again', async () => {
    const indented = ['1. One.', '2. Two.', '', '   A note about two.', '3. Three.'].join('\n');
    await expect(compiled(indented)).resolves.toContain('A note about two.');
    const fresh = ['1. One.', '', 'Then, later:', '', '1. Again.', '', 'In 2024. The year it changed.'].join('\n');
    await expect(compiled(fresh)).resolves.toContain('Again.');
  });
});

describe('the build check for literal backticks (plugins/text-checks/literalBackticks.ts)', () => {
  it('finds backticks in the text of the body and in spoken attributes, not in code', () => {
    const html = [
      '<html><head><title>`t`</title><meta name="description" content="`x`"></head><body>',
      '<p>Keys look like `follower-latest`.</p>',
      '<p><code>`ok`</code> <pre><span>`ok`</span></pre> <kbd>`</kbd></p>',
      '<img alt="the `alt` text" src="x.png"><button aria-label="`named`"></button>',
      // Minified HTML leaves out optional end tags: an item ends where the next begins.
      '<ul><li><code>`ok`</code> first<li>and `this`</ul>',
      '</body></html>',
    ].join('');
    expect(literalBackticks(html)).toEqual(['Keys look like `follower-latest`.', 'alt="the `alt` text"', 'aria-label="`named`"', 'and `this`']);
  });

  it('passes a page whose code is in code elements', () => {
    expect(literalBackticks('<body><p>Use <code>${user}</code> in a reply.</p></body>')).toEqual([]);
  });
});
