import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The rule tags every scan applies unless it names its rules. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The whole page, its main content, the open search dialog with the navbar, or one element (a tool's panel). */
export type AxeScope = 'page' | 'main' | 'dialog' | {within: string};

let axeSource: string | undefined;
/** axe-core's browser build, read once per worker. */
function source(): string {
  axeSource ??= readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

type Finding = {id: string; impact?: string | null; nodes: {target: unknown[]}[]};

/** Serious and critical findings, one line each: rule, impact, the first five elements. */
function serious(violations: Finding[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}

/** The element a `main` scope means: the page's main, or the theme's skip-link target where a page has none. */
async function mainSelector(page: Page): Promise<string> {
  return (await page.locator('main').count()) > 0 ? 'main' : '#__docusaurus_skipToContent_fallback';
}

/**
 * Serious and critical violations in `scope`, under every rule of AXE_TAGS or only the rules named.
 *
 * Only violations are read, and axe builds no details for what passed. On a page without frames axe
 * is put into the document once and run there as often as asked: a sweep that follows links inside
 * one page (as a reader's clicks do) pays for axe's half-megabyte source once, not on every scan,
 * which was a third of a scan's time. A page with frames (a tool's preview) goes through AxeBuilder,
 * which puts axe into every frame and merges their results.
 */
export async function seriousViolations(page: Page, scope: AxeScope = 'page', onlyRules?: string[]): Promise<string[]> {
  const include = typeof scope === 'object' ? [scope.within] : scope === 'main' ? [await mainSelector(page)] : scope === 'dialog' ? ['.DocSearch-Container', '.navbar'] : [];
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({page}).options({resultTypes: ['violations']});
    if (onlyRules) builder.withRules(onlyRules);
    else builder.withTags(AXE_TAGS);
    for (const selector of include) builder.include(selector);
    return serious((await builder.analyze()).violations);
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source());
  const violations = await page.evaluate(
    async ({include, onlyRules, tags}) => {
      const axe = (window as unknown as {axe: {run: (context: unknown, options: unknown) => Promise<{violations: Finding[]}>}}).axe;
      const context = include.length > 0 ? {include: include.map((selector) => [selector])} : document;
      const runOnly = onlyRules ? {type: 'rule', values: onlyRules} : {type: 'tag', values: tags};
      const result = await axe.run(context, {resultTypes: ['violations'], runOnly});
      // Only what the report prints crosses back: the rule, its impact and each element's selector.
      return result.violations.map((v) => ({id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({target: n.target}))}));
    },
    {include, onlyRules, tags: AXE_TAGS},
  );
  return serious(violations);
}
