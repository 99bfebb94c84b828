import {describe, expect, it} from 'vitest';
import {builtSearchIndex, builtTexts} from '../../support/built';
import {sheet2026c} from '../../support/facts2026c';
import {builtFileFor, siteRoutes} from '../../support/routes';

/*
 * Every `no_source` claim of spec/facts/updates-2026c.yaml on the pages this branch owns (spam
 * filters, modules, default commands, the start pages) must be on no built page, no Markdown twin
 * and, where the claim's words are unmistakable, not in the search index. Each claim gets the
 * patterns of its literal traces; a new claim on these routes fails the first test until it has
 * some. Needs a build (`npm run build`).
 */

/** The routes this branch owns facts on. */
const owned = /^\/$|^\/chatbot\/(filters|modules|commands\/default|changelog|timers|gettingstarted\/commands)(\/|$)/;

/** "route field[i]" → the claim, for every no_source claim of a correction on an owned route. */
const claims = Object.entries(sheet2026c.corrections).flatMap(([route, fields]) =>
  owned.test(route)
    ? Object.entries(fields).flatMap(([field, fact]) => {
        const list = fact.no_source === undefined ? [] : Array.isArray(fact.no_source) ? fact.no_source : [fact.no_source];
        return list.map((claim, i) => [list.length > 1 ? `${route} ${field}[${i}]` : `${route} ${field}`, claim] as const);
      })
    : [],
);

const built = siteRoutes().filter((route) => owned.test(route) && builtFileFor(route));
const page = (slug: string) => [`/chatbot/filters/${slug}`];

interface Trace {
  pattern: RegExp;
  routes: readonly string[];
  /** Also look in the search index (only for words no other fact uses). */
  index?: boolean;
}

/** For each claim: the text that would show it, and where to look. */
const traces: Record<string, Trace[]> = {
  '/chatbot/filters newer_filters.one-man-spam[0]': [{pattern: /similarity threshold/i, routes: built, index: true}],
  '/chatbot/filters newer_filters.one-man-spam[1]': [
    {pattern: /0 ?(to|–|-) ?100/, routes: ['/chatbot/filters', ...page('one-man-spam')]},
    {pattern: /percent/i, routes: page('one-man-spam')},
  ],
  // A default in the settings table, or any of the four numbers on the page.
  '/chatbot/filters newer_filters.one-man-spam[2]': [{pattern: /\b(75|4|5|30)\b/, routes: page('one-man-spam')}],
  '/chatbot/filters newer_filters.zalgo': [{pattern: /(?<!not )per (character|letter)|one character may carry|marks one character/i, routes: ['/chatbot/filters', ...page('zalgo')]}],
  '/chatbot/filters newer_filters.repetition': [{pattern: /\b(15|3)\b/, routes: page('repetition')}],
  '/chatbot/filters newer_filters.language[0]': [{pattern: /letters and spaces/i, routes: built, index: true}],
  '/chatbot/filters newer_filters.language[1]': [{pattern: /takes? too long|too long to detect|detection (times|timed) out/i, routes: built, index: true}],
  '/chatbot/modules/slotmachine return_amount_default': [
    {pattern: /\|\s*Return amount\s*\|[^|\n]*\|\s*`?100`?\s*\|/, routes: ['/chatbot/modules/slotmachine']},
    {pattern: /Return amount (default|defaults to|of 100 by default)|default Return amount of 100|Return amount at 100 by default/i, routes: built},
  ],
  '/chatbot/modules/votekick ranges[0]': [{pattern: /1,209,600|1209600|14 days/, routes: built, index: true}],
  '/chatbot/modules/votekick ranges[1]': [
    {pattern: /Minimum votes[^.\n]*at least 1\b|\|\s*Minimum votes\s*\|[^|\n]*\|[^|\n]*\|\s*At least 1\s*\|/i, routes: ['/chatbot/modules/votekick', '/chatbot/commands/default/votekick']},
  ],
};

describe('no_source claims of updates-2026c.yaml on this branch’s pages are gone (needs a build)', () => {
  it('has trace patterns for exactly the claims the sheet lists on these routes', () => {
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.map(([key]) => key).sort()).toEqual(Object.keys(traces).sort());
  });

  it('looks at built pages', () => {
    expect(built.length).toBeGreaterThan(50);
  });

  it.each(claims)('%s: %s', (key) => {
    const found = (traces[key] ?? []).flatMap(({pattern, routes, index}) => [
      ...routes.flatMap((route) => {
        const {html, twin} = builtTexts(route);
        return [...(pattern.test(html) ? [`${route} (page)`] : []), ...(pattern.test(twin) ? [`${route} (twin)`] : [])];
      }),
      ...(index && pattern.test(builtSearchIndex()) ? ['search index'] : []),
    ]);
    expect(found).toEqual([]);
  });
});
