import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {commands} from '@site/src/data/commands';
import {userLevelIds} from '@site/src/data/userLevels';
import {repoRoot, requiredRoutes, siteRoutes, tagKeys} from '../../support/routes';

const pagesDir = path.join(repoRoot, 'docs/chatbot/commands/default');
const routes = new Set(siteRoutes());
const specCommandRoutes = requiredRoutes().filter((route) => route.startsWith('/chatbot/commands/default/'));

interface Page {
  name: string;
  frontMatter: {title?: string; description?: string; tags?: string[]; sidebar_label?: string};
  body: string;
}

function readPage(file: string): Page {
  const text = readFileSync(path.join(pagesDir, file), 'utf8');
  const [, front = '', body = ''] = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/) ?? [];
  return {name: file.replace(/\.mdx$/, ''), frontMatter: yaml.load(front) as Page['frontMatter'], body};
}

const pages = readdirSync(pagesDir)
  .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
  .map(readPage);

/** Internal links in MDX prose: [text](/route#hash). */
const markdownLinks = (body: string) => [...body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1] as string);

describe('one page and one data entry per default command route', () => {
  it('has a data entry for every command route in routes.txt (more may come from the data)', () => {
    const entries = new Set(commands.map((command) => `/chatbot/commands/default/${command.name}`));
    expect(specCommandRoutes.filter((route) => !entries.has(route))).toEqual([]);
  });

  it('has an MDX page for every data entry', () => {
    expect(pages.map((page) => page.name).sort()).toEqual(commands.map((command) => command.name).sort());
  });
});

describe.each(commands.map((command) => [command.name, command] as const))('data for !%s', (name, command) => {
  it('has syntax forms that start with "!" plus the name or an alias', () => {
    const triggers = [`!${name}`, ...command.aliases];
    for (const form of command.syntax) expect(triggers.some((t) => form === t || form.startsWith(`${t} `)), form).toBe(true);
    for (const sub of command.subcommands ?? [])
      for (const form of sub.syntax) expect(triggers.some((t) => form.startsWith(`${t} ${sub.name}`)), form).toBe(true);
  });

  it('has user levels from the allowed set', () => {
    expect(userLevelIds).toContain(command.userLevel);
    for (const sub of command.subcommands ?? []) if (sub.userLevel) expect(userLevelIds).toContain(sub.userLevel);
  });

  it('links only to routes the site serves', () => {
    const targets = [...(command.needs ?? []).map((need) => need.to), ...(command.seeAlso ?? []).map((link) => link.to)].filter((to): to is string => !!to);
    for (const to of targets) expect(routes.has(to.split('#')[0] ?? ''), to).toBe(true);
  });

  it('shows at least one chat example with the command typed in it', () => {
    const typed = command.examples.flatMap((example) => example.lines).filter((line) => line.role !== 'bot').map((line) => line.text);
    expect(typed.some((text) => [`!${name}`, ...command.aliases].some((trigger) => text === trigger || text.startsWith(`${trigger} `)))).toBe(true);
  });
});

describe('aliases across commands', () => {
  it('never repeats a name or alias', () => {
    const triggers = commands.flatMap((command) => [`!${command.name}`, ...command.aliases]);
    expect(triggers.filter((trigger, index) => triggers.indexOf(trigger) !== index)).toEqual([]);
  });
});

describe.each(pages.map((page) => [page.name, page] as const))('page %s.mdx', (name, page) => {
  it('has front matter with title, label, one-sentence description and known tags', () => {
    const {title, sidebar_label: label, description = '', tags = []} = page.frontMatter;
    expect(title).toBe(`!${name}`);
    expect(label).toBe(`!${name}`);
    expect(description).toMatch(/^[A-Z][^\n]*[.!?]$/);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(tags).toEqual(expect.arrayContaining(['chatbot', 'commands', 'default-commands']));
    expect(tags.filter((tag) => !tagKeys().includes(tag))).toEqual([]);
  });

  it('imports its own data module, renders it with one CommandPage call and leaves the table of contents to the build', () => {
    expect(page.body.match(/<CommandPage /g)).toHaveLength(1);
    expect(page.body).toContain(`import command from '@site/src/data/commands/entries/${name}';`);
    expect(page.body).toContain('<CommandPage command={command}>');
    expect(page.body).not.toMatch(/export const toc/);
  });

  it('adds prose of its own but no headings (sections come from the component)', () => {
    const prose = page.body.slice(page.body.indexOf('<CommandPage'), page.body.indexOf('</CommandPage>'));
    expect(prose.replace(/<[^>]+>/g, '').trim().length).toBeGreaterThan(80);
    expect(page.body).not.toMatch(/^#{1,6} /m);
  });

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
