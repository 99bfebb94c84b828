import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import rehypeDataCards from '../../../plugins/rehype-data-cards';

const compiled = async (mdx: string) => String(await compile(mdx, {remarkPlugins: [remarkGfm], rehypePlugins: [rehypeDataCards], jsx: true}));

describe('Markdown tables follow the card convention (plugins/rehype-data-cards)', () => {
  it('marks the table and labels every body cell with its column heading, roles spelled out', async () => {
    const out = await compiled(['| In the response | Each time the command runs |', '| --- | --- |', '| `${count deaths}` | adds **1** |', '| `${getcount deaths}` | |'].join('\n'));
    expect(out).toMatch(/<_components\.table data-cards="" role="table">/);
    expect(out.match(/data-label="In the response"/g)).toHaveLength(2);
    expect(out.match(/data-label="Each time the command runs"/g)).toHaveLength(2);
    expect(out.match(/role="cell"/g)).toHaveLength(4);
    expect(out.match(/role="columnheader"/g)).toHaveLength(2);
  });

  it('leaves a table inside a component labelled too', async () => {
    const out = await compiled(['<div>', '', '| A | B |', '| - | - |', '| 1 | 2 |', '', '</div>'].join('\n'));
    expect(out).toContain('data-label="B"');
  });
});
