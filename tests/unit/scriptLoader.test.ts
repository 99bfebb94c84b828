import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {APP_SCRIPTS_ID} from '../../config/scriptTiming';
import {scriptLoader, ssrTemplate} from '../../config/ssrTemplate';

const SCRIPTS = ['/assets/js/runtime~main.1.js', '/assets/js/3e.4.js', '/assets/js/main.2.js'];

type Entry = {name: string};

/** Runs the page template's inline loader against a fake browser, with timers and paint entries under the test's control. */
function page({hidden = false, paintTiming = true, scriptsFirst = false} = {}) {
  const added: {src: string; async: boolean}[] = [];
  const timers: {fn: () => void; ms: number}[] = [];
  const frames: (() => void)[] = [];
  const listeners: Record<string, () => void> = {};
  let observer: ((list: {getEntriesByName: (n: string) => Entry[]}, o: {disconnect: () => void}) => void) | undefined;
  let disconnected = false;
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    querySelector: (selector: string) => (scriptsFirst && selector.includes('meta[name="run-scripts"]') ? {} : null),
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
    expect(page({scriptsFirst: true}).added).toHaveLength(3);
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
  it('is a JSON data block before the loader, which carries no page-specific text', () => {
    const block = ssrTemplate.indexOf(`<script type="application/json" id="${APP_SCRIPTS_ID}">`);
    const loader = ssrTemplate.indexOf(`<script>${scriptLoader}</script>`);
    expect(block).toBeGreaterThan(0);
    expect(loader).toBeGreaterThan(block);
    expect(scriptLoader).not.toMatch(/assets\/js/);
  });
});
