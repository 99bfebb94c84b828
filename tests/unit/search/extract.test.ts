import {describe, expect, it} from 'vitest';
import {extractRecords} from '@site/plugins/search-index/extract';
import {sectionFor} from '@site/plugins/shared/builtPages';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import ChatExample from '@site/src/components/ChatExample';
import {docPage, h, PAGES, SITE} from './fixtures';

const extract = (html: string, route = '/chatbot/commands/default/8ball') =>
  extractRecords(html, {siteRoot: SITE, route, section: sectionFor(route)});

describe('record extraction from built HTML', () => {
  const records = extract(PAGES[0]!.html);

  it('starts with one lvl1 record per page, its description as content', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: `${SITE}/chatbot/commands/default/8ball`,
      content: 'Answers a yes or no question with a random magic 8-ball reply.',
      hierarchy: {lvl0: 'Chatbot', lvl1: '!8ball', lvl2: null},
      keywords: '8ball, eightball, !eightball, magic ball',
      language: 'en',
      docusaurus_tag: ['default', 'docs-default-current'],
    });
  });

  it('gives headings their own record with the anchor in the url, without the hash-link text', () => {
    const usage = records.find((r) => r.type === 'lvl2' && r.hierarchy.lvl2 === 'Usage');
    expect(usage?.url).toBe(`${SITE}/chatbot/commands/default/8ball#usage`);
    expect(records.every((r) => !JSON.stringify(r).includes('\u200b'))).toBe(true);
  });

  it('puts paragraphs, list items and code under the nearest heading', () => {
    const code = records.find((r) => r.content === '!8ball <question>');
    expect(code).toMatchObject({type: 'content', url: `${SITE}/chatbot/commands/default/8ball#usage`, hierarchy: {lvl2: 'Usage'}});
    const alias = records.find((r) => r.content === '!eightball');
    expect(alias?.hierarchy.lvl2).toBe('Aliases');
    const intro = records.find((r) => r.content?.startsWith('Type !8ball'));
    expect(intro?.url).toBe(`${SITE}/chatbot/commands/default/8ball`);
  });

  it('leaves out the controls a page without JavaScript hides (data-needs-js), with what is inside them', () => {
    const body = `<p>The filter catches long messages.</p><div data-needs-js=""><label>Type a line to test</label><p>Open the bench to try your own lines.</p></div>`;
    const contents = extract(docPage({title: 'Caps', body}), '/chatbot/filters/caps').map((r) => r.content);
    expect(contents).toContain('The filter catches long messages.');
    expect(contents.filter((content) => /Type a line|Open the bench/.test(content ?? ''))).toEqual([]);
  });

  it('indexes a table row by its first cell (its name) and skips header rows', () => {
    const rows = extract(PAGES[1]!.html, '/chatbot/commands/default/songrequest').filter((r) => r.hierarchy.lvl2 === 'Settings' && r.type === 'content');
    expect(rows.map((r) => r.content)).toEqual(['Max length']);
  });

  it('reads the rows of a table whose built HTML leaves out optional end tags (</caption>, </thead>, </td>, </tr>)', () => {
    const table =
      '<table data-cards=""><caption>Placeholders<thead><tr><th>Placeholder<th>Replaced with<tbody><tr><th scope=row><code>{amount}</code><td>The amount<ul><li>of a tip</ul><tr><th scope=row><code>{currency}</code><td>The currency</table><p>After the table.';
    const records = extract(docPage({title: 'T', body: `${h(2, 'p', 'Placeholders')}${table}`}), '/chatbot/modules/chat-alerts');
    expect(records.filter((r) => r.type === 'content').map((r) => r.content)).toEqual(['{amount}', '{currency}', 'After the table.']);
  });

  it('reads every row of a table whose cells hold a paragraph left open before the next row, as browsers read it', () => {
    const table =
      '<table data-cards=""><thead><tr><th>Field<th>Meaning<tbody><tr><td><code>type</code><td>Kind of activity.<p>Known values: <code>follow</code>, <code>tip</code><tr><td><code>data.displayName</code><td>Name as shown.<p>May hold spaces<tr><td><code>data.amount</code><td>How much</table><p>After the table.';
    const records = extract(docPage({title: 'T', body: `${h(2, 'fields', 'Fields')}${table}`}), '/websockets/topics/channel-activities');
    expect(records.filter((r) => r.type === 'content').map((r) => r.content)).toEqual(['type', 'data.displayName', 'data.amount', 'After the table.']);
  });

  it('leaves out the rows of a section index page, whose tables list the pages under it', () => {
    const html = docPage({title: 'T', body: '<table><thead><tr><th>Command<th>What it does<tbody><tr><td>!points<td>Shows points</table><p>Intro.'});
    const records = extractRecords(html, {siteRoot: SITE, route: '/chatbot/commands/default', section: 'Chatbot', sectionIndex: true});
    expect(records.filter((r) => r.type === 'content').map((r) => r.content)).toEqual(['Intro.']);
  });

  it('prefixes each definition with its term instead of indexing the term alone', () => {
    const html = docPage({title: 'T', body: '<dl><dt>User level</dt><dd>Moderator</dd><dt>Aliases</dt><dd>!cmd</dd><dd>!c</dd></dl>'});
    expect(extract(html).filter((r) => r.type === 'content').map((r) => r.content)).toEqual(['User level: Moderator', 'Aliases: !cmd', 'Aliases: !c']);
  });

  it('skips navigation, buttons, tab labels and the footer', () => {
    const widget = extract(PAGES[5]!.html, '/overlays/custom-widget-events');
    const text = widget.map((r) => r.content ?? '').join('\n');
    expect(text).not.toMatch(/Copy|JavaScript|Crumb|Search|Home/);
    expect(text).toContain("window.addEventListener('onEventReceived', (obj) => {});");
    expect(widget[0]?.hierarchy.lvl0).toBe('Overlays');
  });

  it('keeps markup-looking page text as text (decoded once, never as tags)', () => {
    const page = extract(PAGES[7]!.html, '/chatbot/troubleshooting');
    expect(page.some((r) => r.hierarchy.lvl2 === 'Text that looks like <script>alert(1)</script>')).toBe(true);
    expect(page.some((r) => r.content?.includes('<img src=x onerror=alert(1)>'))).toBe(true);
  });

  it('resets deeper levels when a shallower heading starts', () => {
    const html = docPage({title: 'T', body: `${h(2, 'a', 'A')}${h(3, 'b', 'B')}<p>one</p>${h(2, 'c', 'C')}<p>two</p>`});
    const two = extract(html).find((r) => r.content === 'two');
    expect(two?.hierarchy).toMatchObject({lvl2: 'C', lvl3: null});
    expect(two?.url.endsWith('#c')).toBe(true);
  });

  it('gives every record a stable, unique objectID', () => {
    const again = extract(PAGES[0]!.html);
    expect(again.map((r) => r.objectID)).toEqual(records.map((r) => r.objectID));
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('yields nothing for pages without the docs markdown container', () => {
    expect(extract('<html><head><title>Tags</title></head><body><main><h1>Tags</h1><p>x</p></main></body></html>')).toEqual([]);
  });

  it('maps routes to their top-level section', () => {
    expect(['/', '/chatbot/timers', '/overlays', '/websockets/topics/channel-tips', '/api'].map(sectionFor)).toEqual([
      'Chatbot',
      'Chatbot',
      'Overlays',
      'Websockets',
      'API',
    ]);
  });
});

describe('link lists', () => {
  it('leaves a Related section (heading and items) out of search, and what follows it in', () => {
    const html = docPage({title: '!join', body: `<p>Enter the raffle.</p>${h(2, 'related', 'Related')}<ul><li>!raffle: Starts a raffle for points.</li></ul>${h(2, 'notes', 'Notes')}<p>One entry each.</p>`});
    const records = extract(html, '/chatbot/commands/default/join');
    expect(records.some((r) => r.hierarchy.lvl2 === 'Related' || (r.content ?? '').includes('Starts a raffle'))).toBe(false);
    expect(records.some((r) => r.content === 'One entry each.')).toBe(true);
  });
});

describe('chat examples', () => {
  it('index the bot replies and leave out the lines people type (the page keeps every line)', () => {
    const lines = [
      {role: 'broadcaster', name: 'OrbitOtter', text: '!addpoints FernFox 300'},
      {role: 'moderator', name: 'ModMarlow', text: '!addpoints FernFox 20'},
      {role: 'viewer', name: 'FernFox', text: 'thanks!'},
      {role: 'bot', text: '@OrbitOtter, added 300 points to FernFox.'},
    ] as const;
    const chat = renderToStaticMarkup(createElement(ChatExample, {lines, title: 'Rewarding a viewer'}));
    const records = extract(docPage({title: '!addpoints', body: `${h(2, 'examples', 'Examples')}${chat}`}), '/chatbot/commands/default/addpoints');
    const texts = records.map((r) => r.content ?? '');
    expect(texts).toContain('Rewarding a viewer');
    expect(texts.some((t) => t.includes('added 300 points to FernFox'))).toBe(true);
    expect(texts.some((t) => /!addpoints FernFox|thanks!/.test(t))).toBe(false);
    for (const line of lines) expect(chat).toContain(line.text);
  });
});
