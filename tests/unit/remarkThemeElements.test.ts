import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import {describe, expect, it} from 'vitest';
import remarkThemeElements from '../../plugins/remark-theme-elements';

/** What Docusaurus' admonitions plugin leaves for `:::warning`: a directive that becomes <admonition>. */
function docusaurusAdmonitions() {
  return (tree: {children?: Array<{type: string; name?: string; data?: object}>}) => {
    for (const node of tree.children ?? []) if (node.type === 'containerDirective') node.data = {hName: 'admonition', hProperties: {type: node.name}};
  };
}

async function compiled(mdx: string): Promise<string> {
  return String(await compile(mdx, {remarkPlugins: [remarkDirective, docusaurusAdmonitions, remarkThemeElements], jsx: true}));
}

describe('remark-theme-elements', () => {
  it('imports the theme admonition on a page with a ::: block, once, and renders it from that import', async () => {
    const out = await compiled([':::warning', 'One.', ':::', '', ':::note', 'Two.', ':::'].join('\n'));
    expect(out.match(/import ThemeAdmonition from '@theme\/Admonition'/g)).toHaveLength(1);
    expect(out.match(/<ThemeAdmonition type="/g)).toHaveLength(2);
    expect(out).not.toContain('_components.admonition');
  });

  it('imports the theme Details for <details> and <Details>', async () => {
    const out = await compiled(['<details>', '<summary>More</summary>', '', 'Body.', '', '</details>', '', '<Details>x</Details>'].join('\n'));
    expect(out.match(/import ThemeDetails from '@theme\/MDXComponents\/Details'/g)).toHaveLength(1);
    expect(out.match(/<ThemeDetails>/g)).toHaveLength(2);
  });

  it('leaves pages without those elements alone', async () => {
    const out = await compiled('# Title\n\nProse and `code`.');
    expect(out).not.toContain('@theme/');
  });

  it('keeps a page’s own Details component', async () => {
    const out = await compiled("import Details from './Details';\n\n<Details>x</Details>");
    expect(out).not.toContain('ThemeDetails');
    expect(out).toContain('<Details>');
  });
});
