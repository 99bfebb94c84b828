import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkCommandPage from '../../plugins/remark-command-page';
import {commandToc} from '../../src/components/CommandPage/sections';
import {commandPageData} from '../../src/data/commands/pageData';

const compiled = async (mdx: string, path = 'docs/chatbot/commands/default/points.mdx') =>
  String(await compile({value: mdx, path}, {remarkPlugins: [remarkCommandPage], jsx: true}));

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
});
