import {describe, expect, it} from 'vitest';
import {extractRecords} from '@site/plugins/search-index/extract';
import {SearchEngine} from '@site/src/search/engine';
import {docPage, h, SITE} from './fixtures';

/*
 * A job asked for "from my app" or "with a script" is a call to the REST API: the reference's
 * operation outranks the chatbot page that does the same job by hand, and integrators' words
 * ("orders" for redemptions) read the reference's records as they do with search narrowed to it.
 * Without such words the chatbot's pages lead as before.
 */
const chatbot = (route: string, title: string, body: string) => extractRecords(docPage({title, description: `${title}.`, body}), {siteRoot: SITE, route, section: 'Chatbot'});
const filler = ['Duel', 'Roulette', 'Quotes', 'Counters', 'Emote bingo', 'Raffle'].flatMap((title) =>
  chatbot(`/chatbot/${title.toLowerCase().replace(' ', '-')}`, title, `<p>${title} is a chat game with points and a cooldown.</p>`),
);
const reference = extractRecords(
  docPage({
    title: 'API',
    description: 'The REST API.',
    body: [
      h(2, 'song-requests', 'Song requests'),
      '<p>The song request queue and its player.</p>',
      h(3, 'set-player-state', 'Set the player state'),
      '<p>Pause or play the music player.</p>',
      h(2, 'store', 'Store'),
      '<p>The loyalty store.</p>',
      h(3, 'list-redemptions', 'List redemptions'),
      '<p>Redemptions of store items, newest first.</p>',
    ].join(''),
  }),
  {siteRoot: SITE, route: '/api', section: 'API'},
);
const engine = new SearchEngine([
  ...chatbot('/chatbot/commands/default/pause', '!pause', '<p>Pause the music player from chat, and the music stops until someone plays it again.</p>'),
  ...chatbot('/chatbot/store', 'Loyalty store', '<p>Viewers spend points in the store; their orders wait for you to handle them.</p>'),
  ...reference,
  ...filler,
]);
const first = (query: string) => engine.search(query).hits[0]?.record.url.replace(SITE, '');

describe('a query that names the API', () => {
  it('leaves the chatbot page first when nothing says "from code"', () => {
    expect(first('pause the music')).toBe('/chatbot/commands/default/pause');
    expect(first('see store orders')).toBe('/chatbot/store');
  });

  it.each(['pause the music from my app', 'pause the music with a script', 'pause the music programmatically', 'pause the music api'])('%s: the reference operation first', (query) => {
    expect(first(query)).toBe('/api#set-player-state');
  });

  it("reads integrators' words on the reference's records once the API is named", () => {
    expect(first('see the orders from my app')).toBe('/api#list-redemptions');
  });
});
