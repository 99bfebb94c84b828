import {describe, expect, it} from 'vitest';
import {loadBuiltEngine} from '@site/scripts/search/builtIndex';
import {evaluate} from '@site/scripts/search/relevance';

/**
 * Issue 42: what a streamer or developer types reaches the new overlay and websocket pages, in the
 * top three of the embedded search on the current build. Each query names the one page it must find
 * (the relevance set may accept others too).
 */
const wanted: readonly {q: string; page: string}[] = [
  {q: 'obs overlay', page: '/overlays/broadcast-software'},
  {q: 'add overlay to obs', page: '/overlays/broadcast-software'},
  {q: 'xsplit', page: '/overlays/broadcast-software'},
  {q: 'chat box overlay', page: '/overlays/chat-widget'},
  {q: 'kappagen', page: '/overlays/kappagen'},
  {q: 'session data', page: '/overlays/session-data'},
  {q: 'overlay not showing', page: '/overlays/troubleshooting'},
  {q: 'chat message websocket', page: '/websockets/topics/channel-chat-message'},
  {q: 'song request event', page: '/websockets/topics/channel-songrequest'},
  {q: 'c# websocket', page: '/websockets/examples/csharp'},
  {q: 'golang', page: '/websockets/examples/go'},
];

describe('search reaches the new overlay and websocket pages', () => {
  it('puts each new page in the top three for its query', () => {
    const outcomes = evaluate(
      loadBuiltEngine(),
      wanted.map(({q, page}) => ({q, expect: [page], kind: 'multi', part: 'tuning'}) as Parameters<typeof evaluate>[1][number]),
    );
    const misses = outcomes.filter((o) => o.rank === null || o.rank > 3).map((o) => `${o.q} -> ${o.top.join(', ') || 'nothing'} (want ${o.expect[0]})`);
    expect(misses, misses.join('\n')).toEqual([]);
  });
});
