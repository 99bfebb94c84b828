import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {repoRoot, sharedDir} from '../../support/routes';
import {chatbotDocs, knownRoutes, readPage as readChatbotPage, type Page} from './helpers';

/** spec/facts/updates-2026c.yaml, the newest facts sheet (it wins over every older one). */
export const sheet2026c = yaml.load(readFileSync(path.join(sharedDir, 'facts/updates-2026c.yaml'), 'utf8')) as {
  new_pages: Record<string, Record<string, {route?: string} & Record<string, unknown>>>;
  unsure: Record<string, Record<string, unknown>>;
};

export interface NewPage {
  route: string;
  /** The page's source, docs/chatbot/…mdx. */
  file: string;
  /** The index page of its section, which must link to it: the nearest parent route, or the home page. */
  index: string;
  /** Its entry in the facts sheet. */
  facts: Record<string, unknown>;
}

const relativeFile = (route: string) => (route === '/chatbot/guides' ? 'guides/index.mdx' : `${route.replace(/^\/chatbot\//, '')}.mdx`);

function sectionIndex(route: string): string {
  for (let parent = path.posix.dirname(route); parent !== '/'; parent = path.posix.dirname(parent)) if (knownRoutes.has(parent)) return parent;
  return '/';
}

/** The chatbot pages the sheet's new_pages asks for (chatbot and guides), in its order. */
export const newChatbotPages: readonly NewPage[] = ['chatbot', 'guides'].flatMap((group) =>
  Object.values(sheet2026c.new_pages[group] ?? {}).flatMap((facts) =>
    typeof facts.route === 'string' ? [{route: facts.route, file: path.join(chatbotDocs, relativeFile(facts.route)), index: sectionIndex(facts.route), facts}] : [],
  ),
);

export const newPage = (route: string): NewPage => {
  const found = newChatbotPages.find((page) => page.route === route);
  if (!found) throw new Error(`${route} is not a new chatbot page of updates-2026c`);
  return found;
};

export const readPage = (page: NewPage): Page & {frontMatter: {title?: string; description?: string}} => readChatbotPage(relativeFile(page.route));

export {repoRoot};
