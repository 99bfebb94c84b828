import {describe, expect, it} from 'vitest';
import {closestPages, routeOf} from '@site/src/theme/NotFound/Content/closestPages';
import {pathWords} from '@site/src/theme/NotFound/Content/pathWords';
import {MAX_SUGGESTIONS} from '@site/src/search/suggest';
import type {PageEntry} from '../../../src/shared/notFoundPages';
import {requiredRoutes} from '../../support/routes';

/** Every docs route the spec lists, titled by its last part (the build's list has the real titles). */
const pages: PageEntry[] = requiredRoutes()
  .filter((route) => route !== '/' && !route.startsWith('/tags') && route !== '/search')
  .map((route) => [route, route.split('/').at(-1) ?? route]);
const routes = (path: string) => closestPages(path, pages).map((page) => page.route);

describe('the not-found page\'s closest pages (src/theme/NotFound/Content)', () => {
  it('finds the page a mistyped address meant, first', () => {
    expect(routes('/chatbot/comands/default/poitns')[0]).toBe('/chatbot/commands/default/points');
    expect(routes('/chatbot/timrs')[0]).toBe('/chatbot/timers');
    // A page whose name is the address's last part exactly comes first: !timer, not the Timers page.
    expect(routes('/chatbot/timer')[0]).toBe('/chatbot/commands/default/timer');
    expect(routes('/websockets/topics/channel-tip')[0]).toBe('/websockets/topics/channel-tips');
    expect(routes('/chatbot/variable/randm')[0]).toBe('/chatbot/variables/random');
  });

  it('finds a page from its last part alone, and keeps the reader in the section typed when names repeat', () => {
    expect(routes('/8ball')).toContain('/chatbot/commands/default/8ball');
    expect(routes('/chatbot/gettingstarted/timerz')[0]).toBe('/chatbot/gettingstarted/timers');
  });

  it('reads an address the way a host may send it: case, escapes, .html, a trailing slash', () => {
    expect(routeOf('/Chatbot/Timers.html')).toBe('/chatbot/timers');
    expect(routeOf('/chatbot/timers/')).toBe('/chatbot/timers');
    expect(routeOf('/a%20b/C')).toBe('/a b/c');
    expect(routeOf('/a%20b/%E0%A4%A')).toBe('/a%20b/%e0%a4%a'); // a malformed escape: kept as typed
    expect(routes('/Chatbot/Timers/')[0]).toBe('/chatbot/timers');
  });

  it('offers at most as many as search\'s "Try searching for", and nothing for an address like no page', () => {
    expect(routes('/chatbot/commands/default/s').length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    expect(routes('/qqqqqqqqqqqqqq/zzzzzzzzzzzzzz')).toEqual([]);
  });

  it('fills the search box with the address\'s words', () => {
    expect(pathWords('/chatbot/comands/default/poitns')).toBe('chatbot comands default poitns');
    expect(pathWords('/Overlays/custom_widget.html')).toBe('overlays custom widget');
    expect(pathWords('/%zz/a-a')).toBe('zz a');
  });
});
