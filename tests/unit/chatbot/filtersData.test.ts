import {describe, expect, it} from 'vitest';
import {filterPath, spamFilters} from '@site/src/data/filters';
import {validateFilter} from '@site/src/data/filters/validate';
import {timerFields} from '@site/src/data/timers';
import {settingProblems} from '@site/src/data/settings';
import {knownRoutes, readPage} from './helpers';

describe('spam filter data', () => {
  it('has exactly one entry per filter route in routes.txt', () => {
    const routes = [...knownRoutes].filter((r) => r.startsWith('/chatbot/filters/'));
    expect(spamFilters.map(filterPath).sort()).toEqual(routes.sort());
  });

  it.each(spamFilters.map((f) => [f.slug, f] as const))('%s passes its validator', (_slug, filter) => {
    expect(validateFilter(filter)).toEqual([]);
  });

  it('gives every setting a declared default and every filter a penalty', () => {
    for (const filter of spamFilters) {
      expect(filter.penalties.length, filterPath(filter)).toBeGreaterThan(0);
      for (const setting of filter.settings) expect(setting, `${filterPath(filter)} › ${setting.name}`).toHaveProperty('default');
    }
  });

  it('offers !permit on the links filter only, as the facts say', () => {
    expect(spamFilters.filter((f) => f.permit).map((f) => f.slug)).toEqual(['links']);
  });

  it.each(spamFilters.map((f) => [f.slug] as const))('%s has a page built from its own entry', (slug) => {
    const page = readPage(`filters/${slug}.mdx`);
    expect(page.body).toContain(`filterBySlug('${slug}')`);
    expect(page.body).toContain('<SettingsTable settings={filter.settings}');
  });
});

describe('timer fields', () => {
  it('are valid settings with declared defaults', () => {
    expect(timerFields.flatMap((f, i) => settingProblems('/chatbot/timers', f, i))).toEqual([]);
    expect(timerFields.map((f) => f.name)).toEqual(expect.arrayContaining(['Messages', 'Online interval', 'Chat lines']));
  });
});
