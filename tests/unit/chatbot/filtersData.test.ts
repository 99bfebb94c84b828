/** The spam filters and timer fields against the spec's routes and the facts; the build checks their shape (docs-dev/data.md). */
import {describe, expect, it} from 'vitest';
import {filterPath, spamFilters} from '@site/src/data/filters';
import {timerFields} from '@site/src/data/timers';
import {knownRoutes} from './helpers';

describe('spam filter data', () => {
  it('has exactly one entry per filter route in routes.txt', () => {
    const routes = [...knownRoutes].filter((r) => r.startsWith('/chatbot/filters/'));
    expect(spamFilters.map(filterPath).sort()).toEqual(routes.sort());
  });

  it('offers !permit on the links filter only, as the facts say', () => {
    expect(spamFilters.filter((f) => f.permit).map((f) => f.slug)).toEqual(['links']);
  });
});

describe('timer fields', () => {
  it('name the fields the facts describe', () => {
    expect(timerFields.map((f) => f.name)).toEqual(expect.arrayContaining(['Messages', 'Online interval', 'Chat lines']));
  });
});
