/**
 * Every `no_source` claim of spec/facts/updates-2026c.yaml about the chatbot variables and the custom
 * commands page is on no built page, Markdown twin or search record. The sheet states each claim in
 * prose, so each gets a pattern for its literal traces; a new `no_source` entry on those routes fails
 * the first test until it has one. Needs a build (`npm run build`).
 */
import {describe, expect, it} from 'vitest';
import {getVariable} from '@site/src/data/variables';
import {builtSearchIndex, builtTexts} from '../../support/built';
import {builtFileFor, requiredRoutes, siteRoutes} from '../../support/routes';
import {sheet2026c} from '../../support/facts2026c';

const mine = (route: string) => route.startsWith('/chatbot/variables') || route === '/chatbot/commands/custom';

/** "route key" → claim, for every correction of those routes that has `no_source`. */
const claims = Object.entries(sheet2026c.corrections)
  .filter(([route]) => mine(route))
  .flatMap(([route, entries]) => Object.entries(entries).flatMap(([key, fact]) => (fact.no_source ? [[`${route} ${key}`, String(fact.no_source)] as const] : [])));

/** Every chatbot page the build holds (a new page not written yet is in tests/pending-routes.txt). */
const chatbotRoutes = [...new Set([...requiredRoutes(), ...siteRoutes()])].filter((route) => route.startsWith('/chatbot') && builtFileFor(route) !== undefined);

/**
 * The one place allowed to name `${args}`: the args page's "not a form" line, `${args}` followed by
 * the reason the bot has no such variable. It is cut from a text before the trace is looked for.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const notAFormLines = getVariable('args').notForms.map((wrong) => new RegExp(`${escape(wrong.form)}[\\s\`:*_]*${escape(wrong.why)}`, 'g'));
const withoutNotAFormLine = (text: string) => notAFormLines.reduce((rest, line) => rest.replace(line, ' '), text);

interface Trace {
  pattern: RegExp;
  routes: readonly string[];
  /** Removes what may stay (a line that denies the claim) before the pattern is looked for. */
  allow?: (text: string) => string;
  /** For the search index's texts, which carry no route: a pattern that names the variable itself. */
  searchPattern?: RegExp;
}

/**
 * The search index's words, one string per record text, page (title and keywords) and heading: a
 * pattern is tested on each alone, since the packed file joins unrelated records on one line.
 */
function searchTexts(): string[] {
  const index = JSON.parse(builtSearchIndex()) as {texts: string[]; pages: string[][]; sections: (string | number)[][]};
  return [...index.texts, ...index.pages.map((page) => page.join(' ')), ...index.sections.map((section) => section.join(' '))];
}

const traces: Record<string, Trace> = {
  // ${args} (or $(args)) named anywhere, but in the line that says there is no such variable.
  '/chatbot/variables/args title_and_syntax': {pattern: /\$[({]args[)}]/, routes: chatbotRoutes, allow: withoutNotAFormLine},
  // ${1|sender} offered as another spelling of ${touser}.
  '/chatbot/variables/touser aliases': {pattern: /(Also accepted|same result|alias)[^\n]{0,80}\$\{1\|sender\}/i, routes: chatbotRoutes},
  // Only an HTTP 200 passing the body on, and the could-not-make-the-request message.
  '/chatbot/variables/customapi status_rule': {pattern: /only (an? )?(HTTP )?(status )?200|status 200|HTTP 200|could[- ]not[- ]make[- ]the[- ]request|unable to make (the )?request/i, routes: chatbotRoutes},
  // Weather data refreshed every 10 to 15 minutes.
  '/chatbot/variables/weather refresh': {pattern: /10 to 15 minutes|every 1[05] minutes/i, routes: chatbotRoutes},
  // ${redeem} said to work on Kick.
  '/chatbot/variables redeem_row_platforms': {
    pattern: /Works on: Twitch, Kick|\$\{redeem\}`? works on Twitch, Kick/,
    routes: ['/chatbot/variables', '/chatbot/variables/redeem'],
    searchPattern: /\$\{redeem\}`? works on Twitch, Kick|redeem[^.]*Kick[^.]*not confirmed/i,
  },
};

describe('no_source claims of updates-2026c.yaml about variables and custom commands are on no page, twin or search record (needs a build)', () => {
  it('has a trace pattern for every no_source entry of those routes', () => {
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.map(([key]) => key).sort()).toEqual(Object.keys(traces).sort());
  });

  it.each(claims)('%s: %s', (key) => {
    const trace = traces[key];
    if (!trace) throw new Error(`no trace pattern for ${key}`);
    const allow = trace.allow ?? ((text: string) => text);
    const found = trace.routes.flatMap((route) => {
      const {html, twin} = builtTexts(route);
      return [...(trace.pattern.test(allow(html)) ? [`${route} (page)`] : []), ...(trace.pattern.test(allow(twin)) ? [`${route} (twin)`] : [])];
    });
    for (const text of searchTexts()) if ((trace.searchPattern ?? trace.pattern).test(allow(text))) found.push(`the search index: ${text.slice(0, 80)}`);
    expect(found).toEqual([]);
  });
});
