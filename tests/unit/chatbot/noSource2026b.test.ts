import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {builtTexts} from '../../support/built';
import {requiredRoutes, sharedDir} from '../../support/routes';

/*
 * Every `no_source` claim of spec/facts/updates-2026b.yaml (a claim no source supports) must be on
 * no page and no Markdown twin of the build. The sheet states each claim in prose, so each gets a
 * pattern for its literal traces here, and the routes where it could appear; a new `no_source`
 * entry fails the first test until it has one. Needs a build (`npm run build`).
 */

const sheet = yaml.load(readFileSync(path.join(sharedDir, 'facts/updates-2026b.yaml'), 'utf8')) as Record<string, Record<string, {no_source?: string}>>;

/** "commands.next" → the claim, for every entry in any section that has `no_source`. */
const claims = Object.entries(sheet).flatMap(([section, entries]) =>
  typeof entries === 'object' && !Array.isArray(entries)
    ? Object.entries(entries).flatMap(([key, fact]) => (fact && typeof fact === 'object' && 'no_source' in fact ? [[`${section}.${key}`, fact.no_source ?? ''] as const] : []))
    : [],
);

const chatbotRoutes = requiredRoutes().filter((route) => route.startsWith('/chatbot'));
const commandPage = (name: string) => `/chatbot/commands/default/${name}`;

/** For each claim: the text that would show it on a page, and the routes to search. */
const traces: Record<string, {pattern: RegExp; routes: readonly string[]}> = {
  // A song length in the !next reply, such as "[48m12s]", or the word in what the page says it shows.
  'commands.next': {pattern: /\[\d+m\d+s\]|\blength\b/i, routes: [commandPage('next')]},
  // The "Queue (7): …" list format.
  'commands.queue': {pattern: /Queue \(\d+\):/, routes: chatbotRoutes},
  // Who added a quote and when, as in "- Added by ModMira (Mar 3, 2024)".
  'commands.quote': {pattern: /Added by \S+ \(/, routes: chatbotRoutes},
  // The note that only one version lists !enter (the page's other notes, such as !ticket max in updates-2026c, may be marked).
  'commands.ticket': {pattern: /only one version|!enter[^.]*not confirmed/i, routes: [commandPage('ticket')]},
  // "Charity donations" as a chat alert event (the overlay session keys of that name are another fact).
  'modules.chat-alerts': {pattern: /charity donation/i, routes: chatbotRoutes},
};

describe('no_source claims of updates-2026b.yaml are on no page or twin (needs a build)', () => {
  it('has a trace pattern for every no_source entry the sheet lists', () => {
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.map(([key]) => key).sort()).toEqual(Object.keys(traces).sort());
  });

  it.each(claims)('%s: %s', (key) => {
    const trace = traces[key];
    if (!trace) throw new Error(`no trace pattern for ${key}`);
    const found = trace.routes.flatMap((route) => {
      const {html, twin} = builtTexts(route);
      return [...(trace.pattern.test(html) ? [`${route} (page)`] : []), ...(trace.pattern.test(twin) ? [`${route} (twin)`] : [])];
    });
    expect(found).toEqual([]);
  });
});
