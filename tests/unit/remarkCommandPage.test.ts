import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkCommandPage from '../../plugins/remark-command-page';
import {commandToc} from '../../src/components/CommandPage/sections';
import {commandPageData} from '../../src/data/commands/pageData';

const compiled = async (mdx: string, path = 'docs/chatbot/commands/default/points.mdx', frontMatter?: Record<string, unknown>) =>
  String(await compile({value: mdx, path, data: {frontMatter}}, {remarkPlugins: [remarkCommandPage], jsx: true}));
const rafflePage = '<CommandPage name="raffle">\n\nOwn words.\n\n</CommandPage>';
const rafflePath = 'docs/chatbot/commands/default/raffle.mdx';

describe('remark-command-page', () => {
  it("passes the page's command to CommandPage and exports its table of contents", async () => {
    const out = await compiled('<CommandPage name="points">\n\nOwn words.\n\n</CommandPage>');
    const toc = commandToc(commandPageData('points').command);
    expect(out).toContain('export const toc = [');
    for (const entry of toc) expect(out).toContain(`"id": "${entry.id}"`);
    expect(out).toMatch(/<CommandPage name="points" data=\{\{\s*"command": \{\s*"name": "points"/);
    expect(out).toContain('relatedSummaries');
  });

  it('carries only that command: other commands appear as related summaries at most', async () => {
    const out = await compiled('<CommandPage name="8ball">\n\nOwn words.\n\n</CommandPage>');
    expect(out).toContain('"name": "8ball"');
    expect(out).not.toContain('"name": "songrequest"');
  });

  it('leaves pages without CommandPage untouched', async () => {
    expect(await compiled('# Timers\n\nProse.')).not.toContain('export const toc');
  });

  it('fails the build with the file and the reason for an unknown or missing name', async () => {
    await expect(compiled('<CommandPage name="nosuch">\n\nx\n\n</CommandPage>')).rejects.toThrow(/points\.mdx: No default command "nosuch"/);
    await expect(compiled('<CommandPage>\n\nx\n\n</CommandPage>')).rejects.toThrow(/^docs\/chatbot\/commands\/default\/points\.mdx: <CommandPage> needs a literal name/);
  });

  it('adds every alias of the command to the front matter keywords (the meta keywords search reads)', async () => {
    const frontMatter = {title: '!raffle', sidebar_label: '!raffle', keywords: ['raffle', '!mraffle']};
    await compiled(rafflePage, rafflePath, frontMatter);
    expect(frontMatter.keywords).toEqual(['raffle', '!mraffle', '!multiraffle']);
  });

  it('fails the build with the file named for a wrong title, label or alias in the front matter', async () => {
    await expect(compiled(rafflePage, rafflePath, {title: '!sraffle'})).rejects.toThrow(
      /^docs\/chatbot\/commands\/default\/raffle\.mdx: front matter "title" is "!sraffle", but the page documents !raffle\.$/,
    );
    await expect(compiled(rafflePage, rafflePath, {sidebar_label: 'raffle'})).rejects.toThrow(/raffle\.mdx: front matter "sidebar_label" is "raffle"/);
    await expect(compiled(rafflePage, rafflePath, {keywords: ['!singleraffle']})).rejects.toThrow(
      /^docs\/chatbot\/commands\/default\/raffle\.mdx: front matter "keywords" names !singleraffle, which is not !raffle or one of its aliases \(!mraffle, !multiraffle\)\.$/,
    );
    await expect(compiled(rafflePage, rafflePath, {keywords: 'raffle'})).rejects.toThrow(/raffle\.mdx: front matter "keywords" must be a list of words/);
  });
});
