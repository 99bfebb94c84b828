import {expect, test} from '@playwright/test';
import {measureFirstLoad} from '../../scripts/bench/first-load.mjs';
import {firstLoadBudgetKB} from '../../scripts/bench/budgets.mjs';
import {pendingRoutes, siteRoutes} from '../support/routes';

/**
 * The deterministic half of `npm run bench`, in `npm test`: what a first visit downloads (JS + CSS
 * as sent, gzip) stays within its page kind's budget, and nothing that loads on intent (the tools,
 * the search dialog and index, the progress bar) comes with it. Bytes do not vary with the machine,
 * so an upgrade or a change that adds weight fails here, not only in a benchmark someone must run.
 * Every page with a budget is measured (every default command and topic page, the data's included), so the heaviest
 * one is always among them; the tools' pages are checked for what loads before intent.
 */
// Routes not written yet (tests/pending-routes.txt) have no page to weigh.
const pending = new Set(pendingRoutes());
const budgeted = siteRoutes().filter((route) => firstLoadBudgetKB(route) !== undefined && !pending.has(route));
const toolPages = ['/overlays/custom-widget', '/websockets/examples', '/chatbot/variables', '/chatbot/variables/count', '/chatbot/commands/custom', '/chatbot/commands/default', '/chatbot/filters', '/chatbot/filters/caps'];

test.describe('first load', () => {
  test.describe.configure({mode: 'parallel'});
  // A page load, then the network going quiet: on a busy machine that can take a while, and a
  // timeout here would say nothing about bytes.
  test.setTimeout(60_000);

  for (const route of [...budgeted, ...toolPages]) {
    test(`${route}: within budget, nothing before intent`, async ({browser, baseURL}) => {
      const load = await measureFirstLoad(browser, `${baseURL}${route}`);
      const budget = firstLoadBudgetKB(route);
      if (budget !== undefined) {
        const total = load.jsKB + load.cssKB;
        expect(total, `${route}: ${load.jsKB.toFixed(1)} kB JS + ${load.cssKB.toFixed(1)} kB CSS (budget ${budget} kB); assets:\n${load.assets.map((a) => `${a.kB.toFixed(1)} ${a.url}`).join('\n')}`).toBeLessThanOrEqual(budget);
      }
      expect(load.toolsBeforeIntent, 'loaded before intent').toEqual([]);
      expect(load.searchRequests, 'search index or code before intent').toEqual([]);
    });
  }
});
