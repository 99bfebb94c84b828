import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The rule tags every scan applies unless it names its rules. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The whole page, its main content, the open search dialog with the navbar, or one element (a tool's panel). */
export type AxeScope = 'page' | 'main' | 'dialog' | {within: string};

/**
 * Highlighted code is most of the elements on a code-heavy page, and checking colours was most of
 * the scan's time there: one span per token, thousands of them, each measured against what lies
 * under it. A token's contrast is decided by its own colour, size, weight and shadow and by the
 * backgrounds and opacity of the elements between it and its code block, so a token that matches
 * all of those for one already checked in a block of the same kind gets the same verdict. Such
 * repeats are marked with this attribute and left out of that scan (a plain span is of no other
 * rule's concern); the mark is removed afterwards.
 */
const CODE_TOKEN_REPEAT = 'data-axe-repeat';

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
    async ({include, onlyRules, tags, repeat}) => {
      const axe = (window as unknown as {axe: {run: (context: unknown, options: unknown) => Promise<{violations: Finding[]}>}}).axe;
      const roots = include.length > 0 ? include.flatMap((selector) => Array.from(document.querySelectorAll(selector))) : [document.documentElement];
      const repeated = markRepeatedCodeTokens(roots, repeat);
      const exclude = repeated > 0 ? [[`[${repeat}]`]] : [];
      const context = {include: include.length > 0 ? include.map((selector) => [selector]) : [['html']], exclude};
      const runOnly = onlyRules ? {type: 'rule', values: onlyRules} : {type: 'tag', values: tags};
      try {
        const result = await axe.run(context, {resultTypes: ['violations'], runOnly});
        // Only what the report prints crosses back: the rule, its impact and each element's selector.
        return result.violations.map((v) => ({id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({target: n.target}))}));
      } finally {
        Array.from(document.querySelectorAll(`[${repeat}]`)).forEach((element) => element.removeAttribute(repeat));
      }

      /**
       * Marks the highlighted code's tokens that look exactly like one already seen (see the comment
       * at CODE_TOKEN_REPEAT) and returns how many it marked.
       */
      function markRepeatedCodeTokens(scopes: Element[], attribute: string): number {
        // Every style and box is read before any mark is written: a write between two reads would
        // make the browser recompute the page's styles for the next read.
        const tokens: {token: Element; signature: string; checkable: boolean}[] = [];
        // What lies under a token, per element: the tokens of a line share their line, code and block.
        const under = new Map<Element, string>();
        const backdrop = (style: CSSStyleDeclaration) => [style.backgroundColor, style.backgroundImage, style.opacity, style.mixBlendMode].join(' ');
        const underOf = (element: Element) => {
          let found = under.get(element);
          if (found === undefined) under.set(element, (found = backdrop(getComputedStyle(element))));
          return found;
        };
        for (const scope of scopes) {
          for (const block of Array.from(scope.querySelectorAll('pre'))) {
            const box = block.getBoundingClientRect();
            for (const token of Array.from(block.querySelectorAll('span'))) {
              // Only leaves: a span that holds other elements is a line, not a token.
              if (token.childElementCount > 0 || !token.textContent?.trim()) continue;
              const style = getComputedStyle(token);
              const look = [`${style.color} ${style.fontSize} ${style.fontWeight} ${style.textShadow} ${backdrop(style)}`, ...ancestorsUpTo(token, block).map(underOf)];
              // The first of a kind is the one axe checks: it must be where axe can check it, inside
              // the block's scrolled box, or the next of its kind is kept instead.
              const own = token.getBoundingClientRect();
              tokens.push({token, signature: `${block.className}|${look.join('|')}`, checkable: own.left >= box.left && own.right <= box.right && own.width > 0});
            }
          }
        }
        const checked = new Set<string>();
        const repeats = tokens.filter(({signature, checkable}) => {
          if (checked.has(signature)) return true;
          if (checkable) checked.add(signature);
          return false;
        });
        for (const {token} of repeats) token.setAttribute(attribute, '');
        return repeats.length;
      }

      function ancestorsUpTo(element: Element, last: Element): Element[] {
        const chain: Element[] = [];
        for (let at = element.parentElement; at; at = at.parentElement) {
          chain.push(at);
          if (at === last) break;
        }
        return chain;
      }
    },
    {include, onlyRules, tags: AXE_TAGS, repeat: CODE_TOKEN_REPEAT},
  );
  return serious(violations);
}
