// @vitest-environment node
import {JSDOM} from 'jsdom';
import {describe, expect, it, vi} from 'vitest';
import {earlyClicks, HYDRATED_EVENT, LINK_FALLBACK_MS} from '../../config/earlyClicks';

/** A page as the server sends it, with the inline script run and a click log on every control. */
function page(wrap?: {location: {origin: string; assign: (url: string) => void}; setTimeout: (fn: () => void, ms: number) => void}) {
  const dom = new JSDOM(
    `<!doctype html><body>
      <nav class="theme-doc-sidebar-container"><a id="side" href="/chatbot/timers">Timers</a><button id="caret" type="button">Expand</button>
        <a id="sublist" role="button" href="/chatbot/gettingstarted/commands">Getting started</a><a id="away" href="https://elsewhere.example/">Out</a></nav>
      <main><a id="content" href="/chatbot/counters">Counters</a><button id="copy" type="button">Copy page</button>
        <form><button id="submit" type="submit">Search</button></form></main>
    </body>`,
    {url: 'https://docs.example.com/chatbot', runScripts: 'outside-only'},
  );
  const {window} = dom;
  const clicks: string[] = [];
  const defaults: string[] = [];
  // What the app's handlers and the browser's default would see: listeners after the holder's (capture) one.
  window.document.addEventListener('click', (event: MouseEvent) => {
    const target = (event.target as Element).closest('a,button') as Element;
    clicks.push(target.id);
    if (!event.defaultPrevented) defaults.push(target.id);
    event.preventDefault(); // the test page never navigates
  });
  if (wrap) {
    // The script's `location` and `setTimeout`, as the test's own.
    Object.assign(window, {testLocation: wrap.location, testSetTimeout: wrap.setTimeout});
    window.eval(`(function(location, setTimeout){${earlyClicks}})(window.testLocation, window.testSetTimeout)`);
  } else window.eval(earlyClicks);
  const click = (id: string, init: MouseEventInit = {}) => window.document.getElementById(id)?.dispatchEvent(new window.MouseEvent('click', {bubbles: true, cancelable: true, ...init}));
  const hydrate = () => window.document.dispatchEvent(new window.Event(HYDRATED_EVENT));
  return {window, clicks, defaults, click, hydrate};
}

describe('clicks between the first paint and hydration (config/earlyClicks.ts)', () => {
  it('holds a click on a button, or on an in-site link of an on-intent part, and makes it again once the app has hydrated', () => {
    const p = page();
    for (const id of ['caret', 'sublist', 'side', 'copy']) p.click(id);
    expect(p.defaults).toEqual([]);
    p.clicks.length = 0;
    p.hydrate();
    expect(p.clicks).toEqual(['caret', 'sublist', 'side', 'copy']);
    expect(p.defaults).toEqual(['caret', 'sublist', 'side', 'copy']);
  });

  it('leaves to the browser other links, links elsewhere, form submits and clicks with a modifier', () => {
    const p = page();
    p.click('content');
    p.click('away');
    p.click('submit');
    p.click('side', {ctrlKey: true});
    p.click('caret', {button: 1});
    expect(p.defaults).toEqual(['content', 'away', 'submit', 'side', 'caret']);
    p.clicks.length = 0;
    p.hydrate();
    expect(p.clicks).toEqual([]);
  });

  it('stops holding once the app has hydrated', () => {
    const p = page();
    p.hydrate();
    p.click('caret');
    p.click('side');
    expect(p.defaults).toEqual(['caret', 'side']);
  });

  it('follows a held link itself when the app has not hydrated in time', () => {
    const timers: {fn: () => void; ms: number}[] = [];
    const assign = vi.fn();
    const p = page({location: {origin: 'https://docs.example.com', assign}, setTimeout: (fn, ms) => timers.push({fn, ms})});
    p.click('side');
    p.click('caret');
    expect(timers.map((t) => t.ms)).toEqual([LINK_FALLBACK_MS]);
    timers.forEach((t) => t.fn());
    expect(assign).toHaveBeenCalledWith('https://docs.example.com/chatbot/timers');
  });
});
