import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {repoRoot, siteRoutes, tagKeys} from '../../support/routes';

export {repoRoot, tagKeys};

/** Every route the site must serve, as a set. */
export const knownRoutes: ReadonlySet<string> = new Set(siteRoutes());

export const chatbotDocs = path.join(repoRoot, 'docs/chatbot');

/** The pages this section owns, as paths relative to docs/chatbot. */
export const ownedPages = [
  ...['modules', 'filters', 'guides'].flatMap((dir) =>
    readdirSync(path.join(chatbotDocs, dir))
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => `${dir}/${f}`),
  ),
  'counters.mdx',
  'timers.mdx',
  'troubleshooting.mdx',
  'changelog.mdx',
  'gettingstarted/commands.mdx',
  'gettingstarted/timers.mdx',
  'gettingstarted/add-to-channel.mdx',
  'quotes.mdx',
  'user-management.mdx',
  'variables/cheat-sheet.mdx',
].filter((p) => statSync(path.join(chatbotDocs, p)).isFile());

export interface Page {
  file: string;
  route: string;
  frontMatter: Record<string, unknown>;
  body: string;
}

export function readPage(relative: string): Page {
  const text = readFileSync(path.join(chatbotDocs, relative), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`docs/chatbot/${relative}: no front matter`);
  const route = `/chatbot/${relative.replace(/\.mdx$/, '').replace(/\/index$/, '')}`;
  return {file: relative, route, frontMatter: yaml.load(match[1] ?? '') as Record<string, unknown>, body: match[2] ?? ''};
}

/** h2/h3 headings with their explicit `\{#id}` anchor, if any. */
export function headings(body: string): {level: number; text: string; id?: string}[] {
  return [...body.matchAll(/^(#{2,3}) (.+?)(?: \\\{#([a-z0-9-]+)\})?$/gm)].map((m) => ({level: (m[1] ?? '').length, text: m[2] ?? '', id: m[3]}));
}

/** Internal links written in the page: Markdown links and JSX to/href attributes. */
export function internalLinks(body: string): string[] {
  const markdown = [...body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1] ?? '');
  const jsx = [...body.matchAll(/(?:to|href)=["'](\/[^"']*)["']/g)].map((m) => m[1] ?? '');
  return [...markdown, ...jsx];
}

/** A link split into its route and its anchor ('' when none). */
export function splitLink(link: string): [route: string, anchor: string] {
  const [route = '', anchor = ''] = link.split('#');
  return [route, anchor];
}
