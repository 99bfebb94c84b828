// @vitest-environment node
import {JSDOM} from 'jsdom';
import {describe, expect, it, vi} from 'vitest';
import {FALLBACK_MS, heldClicksScript} from '../../../src/shared/earlyClicks';

interface Fakes {
  location: {origin: string; assign: (url: string) => void};
  setTimeout: (fn: () => void, ms: number) => void;
  setInterval: (fn: () => void, ms: number) => number;
  clearInterval: (id: number) => void;
}

/**
 * A page as the server sends it (a sidebar whose code loads on intent, a button and a link in the
 * content), with the held-clicks script run. Its code "arrives" when asked: a pointer over the
 * sidebar replaces its server markup with a copy, as the real component does.
 */
function page({fakes, codeArrives = true}: {fakes?: Fakes; codeArrives?: boolean} = {}) {
  const dom = new JSDOM(
    `<!doctype html><html><body>
      <div class="theme-doc-sidebar-container"><div><nav id="root"><a id="side" href="/chatbot/timers">Timers</a><button id="caret" type="button">Expand</button>
        <a id="category" role="button" href="/chatbot/gettingstarted/commands">Getting started</a><a id="away" href="https://elsewhere.example/">Out</a></nav></div></div>
      <main><a id="content" href="/chatbot/counters">Counters</a><button id="copy" type="button">Copy page</button>
        <form><button id="submit" type="submit">Search</button></form></main>
    </body></html>`,
    {url: 'https://docs.example.com/chatbot', runScripts: 'outside-only'},
  );
  const {window} = dom;
  const {document} = window;
  /** Each click the page's code and the browser would see, and whether its default was left on. */
  const seen: {id: string; real: boolean; default: boolean}[] = [];
  document.addEventListener('click', (event: MouseEvent) => {
    const target = (event.target as Element).closest('a,button') as Element;
    seen.push({id: target.id, real: target.closest('[data-real]') !== null, default: !event.defaultPrevented});
    event.preventDefault(); // the test page never navigates
  });
  if (codeArrives) {
    document.addEventListener('pointerover', (event) => {
      const root = document.getElementById('root');
      if (!root || !(event.target as Element).closest('#root') || root.hasAttribute('data-real')) return;
      const real = root.cloneNode(true) as Element;
      real.setAttribute('data-real', '');
      setTimeout(() => root.replaceWith(real), 5);
    });
  }
  if (fakes) {
    Object.assign(window, {fakes});
    window.eval(`(function(location, setTimeout, setInterval, clearInterval){${heldClicksScript()}})(fakes.location, fakes.setTimeout, fakes.setInterval, fakes.clearInterval)`);
  } else window.eval(heldClicksScript());
  const click = (id: string, init: MouseEventInit = {}) => document.getElementById(id)?.dispatchEvent(new window.MouseEvent('click', {bubbles: true, cancelable: true, ...init}));
  const hydrate = () => document.documentElement.setAttribute('data-has-hydrated', 'true');
  return {seen, click, hydrate};
}

const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

describe('held clicks (src/shared/earlyClicks.ts)', () => {
  it('before hydration, holds buttons and in-site links of a kept part, then makes them again on the real markup', async () => {
    const p = page();
    for (const id of ['caret', 'category', 'side', 'copy']) p.click(id);
    expect(p.seen.every((click) => !click.default)).toBe(true);
    p.seen.length = 0;
    p.hydrate();
    await settle();
    expect(p.seen).toEqual([
      {id: 'copy', real: false, default: true},
      {id: 'caret', real: true, default: true},
      {id: 'category', real: true, default: true},
      {id: 'side', real: true, default: true},
    ].sort((a, b) => Number(a.real) - Number(b.real)));
  });

  it('after hydration, holds a click on the kept part until its real markup is there, and no other', async () => {
    const p = page();
    p.hydrate();
    await settle(10);
    p.click('side');
    p.click('copy');
    p.click('content');
    expect(p.seen.map((c) => [c.id, c.default])).toEqual([['side', false], ['copy', true], ['content', true]]);
    await settle();
    expect(p.seen.at(-1)).toEqual({id: 'side', real: true, default: true});
    // The real markup is the app's: its clicks are not held.
    p.click('side');
    expect(p.seen.at(-1)).toEqual({id: 'side', real: true, default: true});
  });

  it('leaves to the browser links elsewhere, links outside the parts, form submits and clicks with a modifier', () => {
    const p = page();
    p.click('content');
    p.click('away');
    p.click('submit');
    p.click('side', {ctrlKey: true});
    p.click('caret', {button: 1});
    expect(p.seen.map((c) => c.default)).toEqual([true, true, true, true, true]);
  });

  it('follows a held link itself when the part\'s code does not come', () => {
    const timeouts: (() => void)[] = [];
    const assign = vi.fn();
    const p = page({
      codeArrives: false,
      fakes: {location: {origin: 'https://docs.example.com', assign}, setTimeout: (fn, ms) => ms === FALLBACK_MS && timeouts.push(fn), setInterval: () => 0, clearInterval: () => undefined},
    });
    p.hydrate();
    p.click('side');
    p.click('caret');
    expect(timeouts).toHaveLength(1);
    timeouts.forEach((fn) => fn());
    expect(assign).toHaveBeenCalledWith('https://docs.example.com/chatbot/timers');
  });
});
