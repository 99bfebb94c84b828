import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The rule tags every scan applies unless it names its rules. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The whole page, its main content, the open search dialog with the navbar, or one element (a tool's panel). */
export type AxeScope = 'page' | 'main' | 'dialog' | {within: string};

/**
 * Checking colours is most of a scan's time (80–95 % on the site's pages): every element with text is
 * measured against what lies under it. Its verdict is decided by its own colour, size, weight, shadow
 * and decoration and by the look of the elements it sits in (their backgrounds, opacity and blending,
 * their text colour for a link, their tag and classes for anything drawn by a pseudo-element), up to
 * the first one with an opaque background, under which nothing shows. An element that matches all of
 * that for one already checked in this document, on this page or one reached inside the app before
 * it, gets the same verdict, so it is marked with this attribute and left out of the colour rules'
 * run (the other rules still see it). Elements positioned out of the flow (absolute, fixed, sticky),
 * or in such an element, may sit over anything, so they are always checked. The first of a kind must
 * be where axe can check it: with a size, inside every box that clips it, and with a letter or digit.
 * The marks are removed afterwards.
 */
const COLOUR_REPEAT = 'data-axe-repeat';
/** The rules that read colours only: the ones a repeat is left out of. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

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
    async ({include, onlyRules, tags, repeat, colourRules}) => {
      type Axe = {run: (context: unknown, options: unknown) => Promise<{violations: Finding[]}>};
      const axe = (window as unknown as {axe: Axe}).axe;
      const roots = include.length > 0 ? include.flatMap((selector) => Array.from(document.querySelectorAll(selector))) : [document.documentElement];
      const included = include.length > 0 ? include.map((selector) => [selector]) : [['html']];
      // Only what the report prints crosses back: the rule, its impact and each element's selector.
      const run = async (runOnly: unknown, exclude: string[][], disabled: string[] = []) => {
        const rules = Object.fromEntries(disabled.map((rule) => [rule, {enabled: false}]));
        const result = await axe.run({include: included, exclude}, {resultTypes: ['violations'], runOnly, rules});
        return result.violations.map((v) => ({id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({target: n.target}))}));
      };
      const colour = onlyRules ? onlyRules.filter((rule) => colourRules.includes(rule)) : colourRules;
      const other = onlyRules ? onlyRules.filter((rule) => !colourRules.includes(rule)) : null;
      const found: Finding[] = [];
      if (other === null) found.push(...(await run({type: 'tag', values: tags}, [], colourRules)));
      else if (other.length > 0) found.push(...(await run({type: 'rule', values: other}, [])));
      if (colour.length > 0) {
        try {
          const repeated = markRepeatedText(roots, repeat);
          found.push(...(await run({type: 'rule', values: colour}, repeated > 0 ? [[`[${repeat}]`]] : [])));
        } finally {
          Array.from(document.querySelectorAll(`[${repeat}]`)).forEach((element) => element.removeAttribute(repeat));
        }
      }
      return found;

      /**
       * Marks the elements whose text looks exactly like one already checked in this document (see
       * the comment at COLOUR_REPEAT) and whose own elements with text all do too (axe leaves out an
       * excluded element with everything in it). Returns how many it marked.
       */
      function markRepeatedText(scopes: Element[], attribute: string): number {
        const memory = window as unknown as {axeColourKindsChecked?: Set<string>};
        const checked = (memory.axeColourKindsChecked ??= new Set<string>());
        // Every style and box is read before any mark is written: a write between two reads would
        // make the browser recompute the page's styles for the next read.
        const readOnce = <T>(read: (element: Element) => T) => {
          const known = new Map<Element, T>();
          return (element: Element): T => {
            if (!known.has(element)) known.set(element, read(element));
            return known.get(element)!;
          };
        };
        const styleOf = readOnce((element) => getComputedStyle(element));
        const boxOf = readOnce((element) => element.getBoundingClientRect());
        const opaque = (style: CSSStyleDeclaration) => style.backgroundImage === 'none' && /^rgb\(/.test(style.backgroundColor) && style.opacity === '1';
        const outOfFlow = (style: CSSStyleDeclaration) => ['absolute', 'fixed', 'sticky'].includes(style.position);
        // What an element and everything under it contribute, interned to a number per distinct chain
        // (null for a chain with an element out of the flow). The numbers are kept with the document,
        // as the kinds checked are, so a chain's number means the same in every scan of it.
        const kinds = ((window as unknown as {axeColourChains?: Map<string, number>}).axeColourChains ??= new Map<string, number>());
        const chains = new Map<Element, number | null>();
        const chainOf = (element: Element): number | null => {
          if (chains.has(element)) return chains.get(element)!;
          const style = styleOf(element);
          let chain: number | null = null;
          if (!outOfFlow(style)) {
            // The document's own classes name the page (Docusaurus), not a look: its colours are read instead.
            const classes = element === document.documentElement || element === document.body ? '' : (element.getAttribute('class') ?? '');
            const look = `${element.tagName}.${classes}|${style.color} ${style.backgroundColor} ${style.backgroundImage} ${style.opacity} ${style.mixBlendMode} ${style.filter}`;
            const parent = element.parentElement;
            const under = opaque(style) || !parent ? 0 : chainOf(parent);
            if (under !== null) {
              const key = `${look}|${under}`;
              chain = kinds.get(key) ?? kinds.size + 1;
              kinds.set(key, chain);
            }
          }
          chains.set(element, chain);
          return chain;
        };
        const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible' || style.overflowY !== 'visible';
        const inView = (element: Element) => {
          const own = boxOf(element);
          if (own.width === 0 || own.height === 0) return false;
          for (let at = element.parentElement; at; at = at.parentElement) {
            if (!clips(styleOf(at)) || at === document.documentElement || at === document.body) continue;
            const box = boxOf(at);
            if (own.left < box.left || own.right > box.right || own.top < box.top || own.bottom > box.bottom) return false;
          }
          return true;
        };
        const hasText = (element: Element) => Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && /[\p{L}\p{N}]/u.test(node.textContent ?? ''));
        const texts = scopes.flatMap((scope) => [scope, ...Array.from(scope.querySelectorAll('*'))]).filter(hasText);
        const repeats: Element[] = [];
        const holdsChecked = new Set<Element>();
        for (const element of texts) {
          const chain = chainOf(element);
          const style = styleOf(element);
          const kind = chain === null ? null : `${style.fontSize} ${style.fontWeight} ${style.textShadow} ${style.textDecorationLine}|${chain}`;
          if (kind !== null && checked.has(kind)) {
            repeats.push(element);
            continue;
          }
          if (kind !== null && inView(element)) checked.add(kind);
          for (let at: Element | null = element; at && !holdsChecked.has(at); at = at.parentElement) holdsChecked.add(at);
        }
        // A link is read by link-in-text-block even without text of its own (its text in a <code>):
        // one that is not in a marked element's subtree already is kept in, as before.
        const repeated = new Set(repeats);
        const inMarkedText = (link: Element) => {
          for (let at = link.parentElement; at; at = at.parentElement) if (repeated.has(at) && !holdsChecked.has(at)) return true;
          return false;
        };
        const keptLinks = scopes.flatMap((scope) => Array.from(scope.querySelectorAll('a[href], [role="link"]'))).filter((link) => !hasText(link) && !inMarkedText(link));
        for (const link of keptLinks) {
          for (let at: Element | null = link; at && !holdsChecked.has(at); at = at.parentElement) holdsChecked.add(at);
        }
        // Each mark is the highest element that holds only repeats: axe compares every element it
        // visits with every excluded one, so thousands of small marks cost it more than they saved
        // (on /api, 9,000 of them made the colour scan slower than none).
        const marked = new Set<Element>();
        for (const element of repeats) {
          if (holdsChecked.has(element)) continue;
          let top = element;
          while (!scopes.includes(top) && top.parentElement && !holdsChecked.has(top.parentElement)) top = top.parentElement;
          marked.add(top);
        }
        for (const element of marked) element.setAttribute(attribute, '');
        return marked.size;
      }
    },
    {include, onlyRules, tags: AXE_TAGS, repeat: COLOUR_REPEAT, colourRules: COLOUR_RULES},
  );
  return serious(violations);
}
