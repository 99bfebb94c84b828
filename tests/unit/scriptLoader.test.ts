import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {APP_SCRIPTS_ID} from '../../src/shared/scriptTiming';
import {scriptLoader, ssrTemplate} from '../../config/ssrTemplate';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';

const SCRIPTS = ['/assets/js/runtime~main.1.js', '/assets/js/3e.4.js', '/assets/js/main.2.js'];

type Entry = {name: string};

/** Runs the page template's inline loader against a fake browser, with timers and paint entries under the test's control. */
function page({hidden = false, paintTiming = true, runScripts = ''} = {}) {
  const added: {src: string; async: boolean}[] = [];
  const timers: {fn: () => void; ms: number}[] = [];
  const frames: (() => void)[] = [];
  const listeners: Record<string, () => void> = {};
  let observer: ((list: {getEntriesByName: (n: string) => Entry[]}, o: {disconnect: () => void}) => void) | undefined;
  let disconnected = false;
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    querySelector: (selector: string) => (runScripts && selector.includes('meta[name="run-scripts"]') ? {content: runScripts} : null),
    // The list is data in the page (config/ssrTemplate.ts), so the loader's text is the same on every page.
    getElementById: (id: string) => (id === APP_SCRIPTS_ID ? {textContent: JSON.stringify(SCRIPTS)} : null),
    createElement: () => ({src: '', async: true}),
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
    body: {appendChild: (e: {src: string; async: boolean}) => added.push({src: e.src, async: e.async})},
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(cb: typeof observer) {
      observer = cb;
    }
    observe() {}
  }
  const window = {PerformanceObserver};
  vm.runInNewContext(scriptLoader, {
    document,
    window,
    PerformanceObserver,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({fn, ms}),
  });
  return {
    added,
    paint: (...names: string[]) =>
      observer?.({getEntriesByName: (n) => names.filter((name) => name === n).map((name) => ({name}))}, {disconnect: () => (disconnected = true)}),
    runTimers: (upTo: number) => timers.filter((t) => t.ms <= upTo).forEach((t) => t.fn()),
    runFrames: () => frames.forEach((fn) => fn()),
    fire: (type: string) => listeners[type]?.(),
    get disconnected() {
      return disconnected;
    },
  };
}

describe('page template: the app scripts run after the first contentful paint', () => {
  it('adds nothing before the first contentful paint, then the scripts in order, not async', () => {
    const p = page();
    p.runTimers(0);
    p.paint('first-paint');
    p.runTimers(0);
    expect(p.added).toEqual([]);
    p.paint('first-paint', 'first-contentful-paint');
    expect(p.disconnected).toBe(true);
    p.runTimers(0);
    expect(p.added).toEqual(SCRIPTS.map((src) => ({src, async: false})));
  });

  it('adds them once, whatever else fires afterwards', () => {
    const p = page();
    p.paint('first-contentful-paint');
    p.runTimers(3000);
    p.fire('visibilitychange');
    expect(p.added).toHaveLength(3);
  });

  it('runs them at once in a hidden tab, which paints nothing', () => {
    expect(page({hidden: true}).added).toHaveLength(3);
  });

  it('runs them at once on a page whose main content the app draws', () => {
    expect(page({runScripts: 'before-paint'}).added).toHaveLength(3);
  });

  it('on the search page, waits for the first hits (not the first paint), then runs them once', () => {
    const p = page({runScripts: 'after-first-hits'});
    p.paint('first-contentful-paint');
    p.runFrames();
    p.runTimers(0);
    expect(p.added).toEqual([]);
    p.fire('first-hits');
    expect(p.added).toEqual(SCRIPTS.map((src) => ({src, async: false})));
    p.fire('first-hits');
    p.runTimers(3000);
    expect(p.added).toHaveLength(3);
  });

  it('on the search page, still runs them after 3 s when the first hits never report', () => {
    const p = page({runScripts: 'after-first-hits'});
    p.runTimers(2999);
    expect(p.added).toEqual([]);
    p.runTimers(3000);
    expect(p.added).toHaveLength(3);
  });

  it('waits for the first frame where paint timing is missing', () => {
    const p = page({paintTiming: false});
    p.runTimers(0);
    expect(p.added).toEqual([]);
    p.runFrames();
    p.runTimers(0);
    expect(p.added).toHaveLength(3);
  });

  it('never waits more than 3 s for a paint, and a tab hidden meanwhile gets them at once', () => {
    const slow = page();
    slow.runTimers(2999);
    expect(slow.added).toEqual([]);
    slow.runTimers(3000);
    expect(slow.added).toHaveLength(3);
    const hiddenLater = page();
    hiddenLater.fire('visibilitychange');
    expect(hiddenLater.added).toHaveLength(3);
  });
});

describe('page template: the script list', () => {
  const render = async (scripts: string[]) =>
    (await compileSSGTemplate(ssrTemplate))({
      htmlAttributes: '',
      bodyAttributes: '',
      metaAttributes: [],
      headTags: '',
      preBodyTags: '',
      postBodyTags: '',
      appHtml: '<main></main>',
      version: '3',
      baseUrl: '/',
      stylesheets: [],
      scripts,
      noIndex: false,
    });

  it('lists and preloads every entry script but the search page\'s first hits, which plugins/search-index adds there', async () => {
    const html = await render(['assets/js/runtime~main.1.js', 'assets/js/main.2.js', 'assets/js/first-hits.3.js']);
    const list = JSON.parse(/<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as string[];
    expect(list).toEqual(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js']);
    expect(html).toContain('<link rel="preload" href="/assets/js/main.2.js" as="script">');
    expect(html).not.toContain('first-hits.3.js');
  });

  it('is a JSON data block before the loader, which carries no page-specific text', () => {
    const block = ssrTemplate.indexOf(`<script type="application/json" id="${APP_SCRIPTS_ID}">`);
    const loader = ssrTemplate.indexOf(`<script>${scriptLoader}</script>`);
    expect(block).toBeGreaterThan(0);
    expect(loader).toBeGreaterThan(block);
    expect(scriptLoader).not.toMatch(/assets\/js/);
  });
});
