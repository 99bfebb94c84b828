import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkPrismHighlighting, {needsHighlighting} from '../../plugins/remark-prism-highlighting';

async function compiled(mdx: string): Promise<string> {
  return String(await compile(mdx, {remarkPlugins: [remarkPrismHighlighting], jsx: true}));
}

const fence = (lang: string, code: string) => ['```' + lang, code, '```'].join('\n');

describe('remark-prism-highlighting', () => {
  it('wraps fenced code with a language in PrismHighlighting and imports it once', async () => {
    const out = await compiled(['# Page', '', fence('json', '{"a": 1}'), '', fence('js', 'let a = 1;')].join('\n'));
    expect(out.match(/import PrismHighlighting from '@site\/src\/components\/PrismHighlighting'/g)).toHaveLength(1);
    expect(out.match(/<PrismHighlighting>/g)).toHaveLength(2);
  });

  it('leaves plain text, unlabelled fences and pages without code alone', async () => {
    const out = await compiled([fence('text', '!points'), '', fence('', 'no language'), '', 'Just prose.'].join('\n'));
    expect(out).not.toContain('PrismHighlighting');
  });

  it('wraps <CodeBlock> elements whose language has a grammar, also inside other elements', async () => {
    const out = await compiled(
      ['<Tabs>', '<TabItem value="a">', '', '<CodeBlock language="python">{code}</CodeBlock>', '', '</TabItem>', '</Tabs>', '', '<CodeBlock language="text">{plain}</CodeBlock>'].join('\n'),
    );
    expect(out.match(/<PrismHighlighting>/g)).toHaveLength(1);
    expect(out).toMatch(/<PrismHighlighting><CodeBlock language="python">/);
  });

  it('decides per node', () => {
    expect(needsHighlighting({type: 'code', lang: 'bash'})).toBe(true);
    expect(needsHighlighting({type: 'code', lang: 'plaintext'})).toBe(false);
    expect(needsHighlighting({type: 'code', lang: null})).toBe(false);
    expect(needsHighlighting({type: 'paragraph'})).toBe(false);
  });
});
