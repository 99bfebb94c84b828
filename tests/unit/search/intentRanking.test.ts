import {describe, expect, it} from 'vitest';
import {extractRecords} from '@site/plugins/search-index/extract';
import {withPageKeywords} from '@site/plugins/search-index/pageKeywords';
import {SearchEngine} from '@site/src/search/engine';
import {JOB_BOOST, LONE_TITLE_WEIGHT, statedJobFactor} from '@site/src/search/statedJob';
import {compileSynonyms} from '@site/src/search/synonyms';
import {SECTION_INDEX_WEIGHT, sectionsAbove} from '@site/src/search/sectionIndex';
import {docPage, SITE} from './fixtures';

/*
 * What a reader means, over what they typed: a page's stated jobs (its keywords and the questions
 * its front matter declares) outrank one literal title word, and a one-way synonym spread from a
 * short identifier does not bury the page about that identifier.
 */

const page = (route: string, title: string, body: string, keywords?: string) => ({route, html: docPage({title, description: `${title}.`, body, keywords})});
/** Pages on other subjects, so that the words under test are not in every record (BM25 needs some contrast). */
const filler = ['Duel', 'Roulette', 'Quotes', 'Counters', 'Emote bingo', 'Raffle'].map((title) =>
  page(`/chatbot/${title.toLowerCase().replace(' ', '-')}`, title, `<p>${title} is a chat game with points and a cooldown.</p>`),
);
const records = (pages: {route: string; html: string}[], questions = new Map<string, string[]>()) =>
  withPageKeywords(
    pages.flatMap((p) => extractRecords(p.html, {siteRoot: SITE, route: p.route, section: 'Chatbot'})),
    questions,
  );
const pagesOf = (engine: SearchEngine, query: string) => [...new Set(engine.search(query).hits.map((h) => new URL(h.record.url).pathname))];

describe('statedJobFactor', () => {
  it('lifts a record whose stated jobs answer two or more slots, more the more of the query they cover', () => {
    expect(JOB_BOOST).toBeGreaterThan(0);
    expect(statedJobFactor(2, 0, 4)).toBeGreaterThan(1);
    expect(statedJobFactor(3, 0, 3)).toBeGreaterThan(statedJobFactor(2, 0, 3));
    expect(statedJobFactor(1, 0, 3)).toBe(1);
  });

  it('lowers a long query answered only through one title word, and leaves short queries alone', () => {
    expect(LONE_TITLE_WEIGHT).toBeLessThan(1);
    expect(statedJobFactor(0, 1, 3)).toBe(LONE_TITLE_WEIGHT);
    expect(statedJobFactor(1, 1, 2)).toBe(1);
  });
});

describe('a stated job outranks a lone title word', () => {
  const site = [
    ...filler,
    page('/chatbot/filters/links', 'Links filter', '<p>Stops unwanted links in chat: viewers who post a link get a timeout.</p>'),
    page('/chatbot/timers', 'Timers', '<p>Messages the bot sends on its own while you stream.</p>'),
    page('/chatbot/commands/default/tip', '!tip', '<p>Posts the link to your tipping page.</p>'),
  ];
  const questions = new Map([['/chatbot/timers', ['How do I post a message every few minutes?', 'How do I share my socials on a schedule?']]]);

  it('sends "post a link every" to timers, whose questions state that job, not to the page titled Links', () => {
    const engine = new SearchEngine(records(site, questions), undefined, compileSynonyms([]));
    expect(pagesOf(engine, 'post a link every')[0]).toBe('/chatbot/timers');
  });

  it('without the stated job, the title word and the body win: the lift comes from the questions', () => {
    const engine = new SearchEngine(records(site), undefined, compileSynonyms([]));
    expect(pagesOf(engine, 'post a link every')[0]).toBe('/chatbot/filters/links');
  });
});

describe('a one-way synonym from a short identifier', () => {
  const site = [
    ...filler,
    page('/api/authentication', 'Signing requests', '<p>Every request carries a JWT in its header.</p>'),
    page('/api/overlay-token', 'Overlay token', '<p>The overlay token goes into widget links. Keep the token secret; a token can be reset.</p>'),
    page('/api/api-token', 'API token', '<p>Copy the token from the dashboard. A token opens the API, and a new token replaces the old token.</p>'),
    page('/websockets/auth', 'Token', '<p>Send a token with every subscription; refresh the token when it expires.</p>'),
  ];
  const table = compileSynonyms([{type: 'oneWaySynonym', input: 'jwt', synonyms: ['token']}]);
  const engine = new SearchEngine(records(site), undefined, table);

  it('keeps the page that names the identifier first, above pages titled with its expansion', () => {
    expect(pagesOf(engine, 'jwt')[0]).toBe('/api/authentication');
  });

  it('still finds the expansion when no page names the identifier', () => {
    const withoutJwtPage = new SearchEngine(records(site.filter((p) => p.route !== '/api/authentication')), undefined, table);
    expect(pagesOf(withoutJwtPage, 'jwt').length).toBeGreaterThan(0);
  });

  it('leaves two-way synonyms and long one-way inputs as they were', () => {
    const plan = new SearchEngine(records(site), undefined, compileSynonyms([{type: 'oneWaySynonym', input: 'web token', synonyms: ['token']}]));
    expect(pagesOf(plan, 'web token')[0]).toBeDefined();
  });
});

describe('a section index page defers to the page under it that answers the whole query', () => {
  const site = [
    ...filler,
    page('/chatbot/variables', 'Variables', '<p>Every variable: random gives a random number for a reply, math adds numbers, weather reports the weather.</p><h2 class="anchor" id="try">Try a reply with a random number</h2>'),
    page('/chatbot/variables/random', 'Random', '<p>Puts a random number into the reply of a command.</p>', 'random number'),
  ];
  const engine = new SearchEngine(records(site), undefined, compileSynonyms([]));

  it('ranks the child page above its section index for a query the child answers in full', () => {
    expect(SECTION_INDEX_WEIGHT).toBeLessThan(1);
    expect(pagesOf(engine, 'reply with a random number')[0]).toBe('/chatbot/variables/random');
  });

  it('keeps the section index first when the query names it', () => {
    expect(pagesOf(engine, 'variables')[0]).toBe('/chatbot/variables');
  });

  it('knows which pages sit under which sections, the home page over all', () => {
    const urls = ['https://x.test/', 'https://x.test/chatbot', 'https://x.test/chatbot/variables', 'https://x.test/chatbot/variables/random', 'https://x.test/chatbot/variables#a'];
    const above = sectionsAbove(urls, [0, 1, 2, 3]);
    expect(above.get(3)).toEqual([2, 1, 0]);
    expect(above.get(0)).toEqual([]);
  });
});

describe('synonym phrases lose their stop words, as typed queries do', () => {
  it('finds "post in chat" in body text, which indexes no "in"', () => {
    const site = [...filler, page('/chatbot/modules/chat-alerts', 'Chat Alerts', '<p>The bot will post a message to chat for each new follower.</p>')];
    const table = compileSynonyms([{type: 'oneWaySynonym', input: 'tell chat', synonyms: ['post in chat']}]);
    const engine = new SearchEngine(records(site), undefined, table);
    expect(pagesOf(engine, 'tell chat')[0]).toBe('/chatbot/modules/chat-alerts');
  });
});

describe('everyday verbs reach the docs’ verbs (src/data/synonyms/intents.ts)', () => {
  const site = [
    ...filler,
    page('/chatbot/disablesfx', '!disablesfx', '<p>Stops viewers from playing sound effects bought in the store.</p>', 'disable sound effects, sfx off'),
    page('/overlays/code', 'Alert code', '<h2 class="anchor" id="tips">Tips</h2><p>To mute the sound effects of an alert, set its volume to zero in the alert box settings.</p>'),
  ];

  it('reads "mute" as disabling or silencing, so the page whose job that is leads', () => {
    expect(pagesOf(new SearchEngine(records(site)), 'mute sound effects for a while')[0]).toBe('/chatbot/disablesfx');
  });

  it('without the intent entry, the paragraph that says "mute" would win', () => {
    expect(pagesOf(new SearchEngine(records(site), undefined, compileSynonyms([])), 'mute sound effects for a while')[0]).toBe('/overlays/code');
  });
});
