import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkPrismHighlighting, {needsHighlighting} from '../../plugins/remark-prism-highlighting';

async function compiled(mdx: string): Promise<string> {
  return String(await compile(mdx, {remarkPlugins: [remarkPrismHighlighting], jsx: true}));
}

const fence = (lang: string, code: string) => ['```' + lang, code, '```'].join('\n');
const imports = (out: string) => out.match(/^import PrismHighlighting\w* from .*$/gm) ?? [];

describe('remark-prism-highlighting', () => {
  it('wraps fenced code in its grammar group\'s wrapper and imports each group the page uses once', async () => {
    const out = await compiled(['# Page', '', fence('json', '{"a": 1}'), '', fence('bash', 'echo hi'), '', fence('json', '[]'), '', fence('sh', 'ls')].join('\n'));
    expect(imports(out)).toEqual([
      "import PrismHighlightingJson from '@site/src/components/PrismHighlighting/json';",
      "import PrismHighlightingBash from '@site/src/components/PrismHighlighting/bash';",
    ]);
    expect(out.match(/<PrismHighlightingJson>/g)).toHaveLength(2);
    expect(out.match(/<PrismHighlightingBash>/g)).toHaveLength(2);
  });

  it('sends HTML, CSS and JavaScript to the web group, whatever the name\'s case', async () => {
    const out = await compiled([fence('html', '<p>hi</p>'), '', fence('CSS', 'a {}'), '', fence('js', 'let a = 1;')].join('\n'));
    expect(imports(out)).toEqual(["import PrismHighlightingWeb from '@site/src/components/PrismHighlighting/web';"]);
    expect(out.match(/<PrismHighlightingWeb>/g)).toHaveLength(3);
  });

  it('gives a language no group knows Prism\'s core alone, so it renders as before', async () => {
    const out = await compiled(fence('klingon', 'Qapla\''));
    expect(imports(out)).toEqual(["import PrismHighlightingCore from '@site/src/components/PrismHighlighting/core';"]);
    expect(out).toMatch(/<PrismHighlightingCore>/);
  });

  it('leaves plain text, unlabelled fences and pages without code alone', async () => {
    const out = await compiled([fence('text', '!points'), '', fence('', 'no language'), '', 'Just prose.'].join('\n'));
    expect(out).not.toContain('PrismHighlighting');
  });

  it('wraps <CodeBlock> elements whose language has a grammar, also inside other elements', async () => {
    const out = await compiled(
      ['<Tabs>', '<TabItem value="a">', '', '<CodeBlock language="python">{code}</CodeBlock>', '', '</TabItem>', '</Tabs>', '', '<CodeBlock language="text">{plain}</CodeBlock>'].join('\n'),
    );
    expect(imports(out)).toEqual(["import PrismHighlightingPython from '@site/src/components/PrismHighlighting/python';"]);
    expect(out.match(/<PrismHighlightingPython>/g)).toHaveLength(1);
    expect(out).toMatch(/<PrismHighlightingPython><CodeBlock language="python">/);
  });

  it('does not wrap a block twice', async () => {
    const out = await compiled('<PrismHighlightingJson>\n\n```json\n{}\n```\n\n</PrismHighlightingJson>');
    expect(out.match(/<PrismHighlightingJson>/g)).toHaveLength(1);
    expect(imports(out)).toEqual([]);
  });

  it('decides per node', () => {
    expect(needsHighlighting({type: 'code', lang: 'bash'})).toBe(true);
    expect(needsHighlighting({type: 'code', lang: 'plaintext'})).toBe(false);
    expect(needsHighlighting({type: 'code', lang: null})).toBe(false);
    expect(needsHighlighting({type: 'paragraph'})).toBe(false);
  });
});
