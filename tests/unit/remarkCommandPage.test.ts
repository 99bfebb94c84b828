import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkCommandPage from '../../plugins/remark-command-page';

const compiled = async (mdx: string, path = 'docs/chatbot/commands/default/points.mdx', frontMatter?: Record<string, unknown>) =>
  String(await compile({value: mdx, path, data: {frontMatter}}, {remarkPlugins: [remarkCommandPage], jsx: true}));
const page = (name: string, body = '\n\nOwn words.\n\n') => `import command from '@site/src/data/commands/entries/${name}';\n\n<CommandPage command={command}>${body}</CommandPage>`;
const rafflePath = 'docs/chatbot/commands/default/raffle.mdx';

describe('remark-command-page', () => {
  it('exports a table of contents built from the page’s own data module, and imports the related summaries', async () => {
    const out = await compiled(page('points'));
    expect(out).toContain("import {commandToc as __commandToc} from '@site/src/components/CommandPage/sections';");
    expect(out).toContain('export const toc = __commandToc(command, true);');
    expect(out).toContain("import __relatedSummaries from '@site/src/data/commands/entries/points?related';");
    expect(out).toMatch(/<CommandPage command=\{command\} relatedSummaries=\{__relatedSummaries\}>/);
  });

  it('carries no command data itself: the page’s import brings its own entry, and nothing else', async () => {
    const out = await compiled(page('points'));
    expect(out).not.toContain('"name"');
    expect(out).not.toMatch(/entries\/(?!points)/);
  });

  it('tells the table of contents whether the page has prose of its own', async () => {
    expect(await compiled(page('points', '\n'))).toContain('export const toc = __commandToc(command, false);');
  });

  it('leaves pages without CommandPage untouched', async () => {
    expect(await compiled('# Timers\n\nProse.')).not.toContain('export const toc');
  });

  it('fails the build with the file and the reason when the page does not import its own module', async () => {
    await expect(compiled(page('top'))).rejects.toThrow(/^docs\/chatbot\/commands\/default\/points\.mdx: the page points imports the data of !top/);
    await expect(compiled('<CommandPage command={command}>\n\nx\n\n</CommandPage>')).rejects.toThrow(/points\.mdx: <CommandPage command=\{command\}> must get command from a default import/);
    await expect(compiled('<CommandPage name="points">\n\nx\n\n</CommandPage>')).rejects.toThrow(/points\.mdx: <CommandPage> needs command=\{…\}/);
    await expect(compiled(page('nosuch'), 'docs/chatbot/commands/default/nosuch.mdx')).rejects.toThrow(/nosuch\.mdx: .*nosuch\.ts/);
  });

  it('adds every alias of the command to the front matter keywords (the meta keywords search reads)', async () => {
    const frontMatter = {title: '!raffle', sidebar_label: '!raffle', keywords: ['raffle', '!mraffle']};
    await compiled(page('raffle'), rafflePath, frontMatter);
    expect(frontMatter.keywords).toEqual(['raffle', '!mraffle', '!multiraffle']);
  });

  it('fails the build with the file named for a wrong title, label or alias in the front matter', async () => {
    await expect(compiled(page('raffle'), rafflePath, {title: '!sraffle'})).rejects.toThrow(
      /^docs\/chatbot\/commands\/default\/raffle\.mdx: front matter "title" is "!sraffle", but the page documents !raffle\.$/,
    );
    await expect(compiled(page('raffle'), rafflePath, {sidebar_label: 'raffle'})).rejects.toThrow(/raffle\.mdx: front matter "sidebar_label" is "raffle"/);
    await expect(compiled(page('raffle'), rafflePath, {keywords: ['!singleraffle']})).rejects.toThrow(
      /^docs\/chatbot\/commands\/default\/raffle\.mdx: front matter "keywords" names !singleraffle, which is not !raffle or one of its aliases \(!mraffle, !multiraffle\)\.$/,
    );
    await expect(compiled(page('raffle'), rafflePath, {keywords: 'raffle'})).rejects.toThrow(/raffle\.mdx: front matter "keywords" must be a list of words/);
  });
});
