import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {commands} from '@site/src/data/commands';
import {repoRoot, requiredRoutes, siteRoutes} from '../../support/routes';

const pagesDir = path.join(repoRoot, 'docs/chatbot/commands/default');
const routes = new Set(siteRoutes());
const specCommandRoutes = requiredRoutes().filter((route) => route.startsWith('/chatbot/commands/default/'));

interface Page {
  name: string;
  body: string;
}

function readPage(file: string): Page {
  const text = readFileSync(path.join(pagesDir, file), 'utf8');
  return {name: file.replace(/\.mdx$/, ''), body: text.replace(/^---\n[\s\S]*?\n---\n/, '')};
}

const pages = readdirSync(pagesDir)
  .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
  .map(readPage);

/** Internal links in MDX prose: [text](/route#hash). */
const markdownLinks = (body: string) => [...body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1] as string);

/*
 * A command's data and its page are checked by the build: the entry against its schema and the
 * other commands, the page's import and front matter by plugins/remark-command-page, its prose by
 * plugins/data-validation/pages.ts (docs-dev/data.md). What is left here is the spec's route list
 * and the links written in the pages' prose.
 */
describe('one data entry per default command route', () => {
  it('has a data entry for every command route in routes.txt (more may come from the data)', () => {
    const entries = new Set(commands.map((command) => `/chatbot/commands/default/${command.name}`));
    expect(specCommandRoutes.filter((route) => !entries.has(route))).toEqual([]);
  });
});

describe.each(pages.map((page) => [page.name, page] as const))('page %s.mdx', (_name, page) => {
  it('links only to routes the site serves, without trailing slash or .md', () => {
    for (const link of markdownLinks(page.body)) {
      expect(link, link).not.toMatch(/\/$|\.mdx?($|#)/);
      expect(routes.has(link.split('#')[0] ?? ''), link).toBe(true);
    }
  });
});

describe('section pages', () => {
  it.each(['index.mdx', '../index.mdx', '../custom.mdx'])('%s links only to routes the site serves', (file) => {
    const text = readFileSync(path.join(pagesDir, file), 'utf8');
    for (const link of markdownLinks(text)) expect(routes.has(link.split('#')[0] ?? ''), link).toBe(true);
  });

  it('the overview explains user levels under the anchor every badge links to', () => {
    const text = readFileSync(path.join(pagesDir, '../index.mdx'), 'utf8');
    expect(text).toMatch(/^## User levels \\\{#user-levels\}$/m);
    expect(text).toContain('<UserLevelTable />');
  });
});
