import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {extractRecords} from '@site/plugins/search-index/extract';
import {gluedTitle, questionsByRoute, slugOf, withPageKeywords} from '@site/plugins/search-index/pageKeywords';
import {routeOfDoc} from '@site/plugins/shared/docRoutes';
import {SearchEngine} from '@site/src/search/engine';
import {docPage, SITE} from './fixtures';

const page = (route: string, title: string, body = '<p>Text.</p>') => extractRecords(docPage({title, body}), {siteRoot: SITE, route, section: 'Chatbot'});

describe('slugs and glued names', () => {
  it('reads the slug and glues a title', () => {
    expect(slugOf('/websockets/topics/chatbot/chatbot-status')).toBe('chatbot-status');
    expect(slugOf('/')).toBe('');
    expect(gluedTitle('Live Announcement module')).toBe('liveannouncementmodule');
    expect(gluedTitle('Timers')).toBe('');
  });

  it('indexes a page by its slug and glued title, and both complete as prefixes', () => {
    const records = withPageKeywords(
      [...page('/chatbot/modules/viewerqueue', 'Viewer Queue module'), ...page('/websockets/topics/chatbot/chatbot-status', 'Chatbot status'), ...page('/chatbot/timers', 'Timers')],
      new Map(),
    );
    expect(records[0]?.keywords).toBe('viewerqueue,viewerqueuemodule');
    const engine = new SearchEngine(records);
    const top = (q: string) => engine.search(q).hits[0]?.record.url.replace(SITE, '');
    expect(top('viewerqueue')).toBe('/chatbot/modules/viewerqueue');
    expect(top('viewerq')).toBe('/chatbot/modules/viewerqueue');
    expect(top('viewer queue')).toBe('/chatbot/modules/viewerqueue');
    expect(top('chatbotstatus')).toBe('/websockets/topics/chatbot/chatbot-status');
    expect(top('chatbot-status')).toBe('/websockets/topics/chatbot/chatbot-status');
  });
});

describe('questions front matter', () => {
  // A fresh docs folder for each test: what one test writes (a refused page) must not reach another.
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'questions-'));
  });
  afterEach(() => rmSync(dir, {recursive: true, force: true}));
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    writeFileSync(path.join(dir, rel), text);
  };

  it('maps doc files to routes like the docs plugin (routeBasePath "/", index files, slug)', () => {
    expect(routeOfDoc(dir, path.join(dir, 'chatbot/timers.mdx'))).toBe('/chatbot/timers');
    expect(routeOfDoc(dir, path.join(dir, 'overlays/index.mdx'))).toBe('/overlays');
    expect(routeOfDoc(dir, path.join(dir, 'chatbot/index.mdx'), '/')).toBe('/');
  });

  it('reads the questions a page declares and indexes them like keywords', () => {
    write('chatbot/troubleshooting.mdx', '---\ntitle: Troubleshooting\nquestions:\n  - "Why is the bot not replying in chat?"\n---\n\nBody.\n');
    write('chatbot/timers.mdx', '---\ntitle: Timers\n---\n\nBody.\n');
    const questions = questionsByRoute(dir);
    expect([...questions.entries()]).toEqual([['/chatbot/troubleshooting', ['Why is the bot not replying in chat?']]]);
    const records = withPageKeywords([...page('/chatbot/troubleshooting', 'Troubleshooting'), ...page('/chatbot/timers', 'Timers', '<p>Replying to chat on a schedule.</p>')], questions);
    // Kept by its meaningful words only: queries lose their stop words the same way.
    expect(records[0]?.keywords).toContain('bot not replying chat');
    expect(records[0]?.keywords).not.toContain('Why is');
    const engine = new SearchEngine(records);
    expect(engine.search('why is the bot not replying').hits[0]?.record.url).toBe(`${SITE}/chatbot/troubleshooting`);
    expect(engine.search('Why is the bot not replying in chat?').hits[0]?.record.url).toBe(`${SITE}/chatbot/troubleshooting`);
  });

  it('refuses questions that are not a list of strings', () => {
    write('bad/page.mdx', '---\ntitle: Bad\nquestions: just one\n---\n');
    expect(() => questionsByRoute(dir)).toThrow(/bad\/page\.mdx: front matter "questions" must be a list/);
  });
});
