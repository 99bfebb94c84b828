// @vitest-environment node
import {JSDOM} from 'jsdom';
import {describe, expect, it} from 'vitest';
import {heldClicksScript} from '../../../src/shared/earlyClicks';
import {EARLY_SEARCH_KEYS} from '../../../src/shared/earlySearchKeys';

/**
 * A page as the server sends it (a sidebar with a caret, a category acting as a button and links, a
 * button and a link in the content, a form), with the held-clicks script run first, as the page
 * template does. A listener registered after it stands for the page's code (React listens below
 * <html>, after the script): it sees what the script lets through.
 */
function page() {
  const dom = new JSDOM(
    `<!doctype html><html><body>
      <nav><a id="side" href="/chatbot/timers">Timers</a><button id="caret" type="button">Expand</button>
        <a id="category" role="button" href="#">Getting started</a><a id="away" href="https://elsewhere.example/">Out</a></nav>
      <header><button id="search" type="button" class="DocSearch DocSearch-Button">Search</button><input id="field" type="text"></header>
      <main><a id="content" href="/chatbot/counters">Counters</a><button id="copy" type="button">Copy page</button>
        <form><button id="submit" type="submit">Search</button></form>
        <ul role="tablist"><li id="tab-js" role="tab" tabindex="0">JavaScript</li><li id="tab-py" role="tab" tabindex="-1">Python</li><li id="tab-go" role="tab" tabindex="-1">Go</li></ul></main>
    </body></html>`,
    {url: 'https://docs.example.com/chatbot', runScripts: 'outside-only'},
  );
  const {window} = dom;
  const {document} = window;
  window.eval(heldClicksScript());
  /** Each click the page's code and the browser see, and whether its default was left on. */
  const seen: {id: string; default: boolean}[] = [];
  document.body.addEventListener('click', (event: MouseEvent) => {
    const target = (event.target as Element).closest('a,button,[role=tab]') as Element;
    seen.push({id: target.id, default: !event.defaultPrevented});
    event.preventDefault(); // the test page never navigates
  });
  const click = (id: string, init: MouseEventInit = {}) => document.getElementById(id)?.dispatchEvent(new window.MouseEvent('click', {bubbles: true, cancelable: true, ...init}));
  /** Each key the page's code sees. */
  const keys: string[] = [];
  document.body.addEventListener('keydown', (event: KeyboardEvent) => keys.push(event.key));
  const press = (id: string, key: string, init: KeyboardEventInit = {}) => document.getElementById(id)?.dispatchEvent(new window.KeyboardEvent('keydown', {key, bubbles: true, cancelable: true, ...init}));
  const hydrate = () => document.documentElement.setAttribute('data-has-hydrated', 'true');
  const early = () => (window as unknown as Record<string, unknown>)[EARLY_SEARCH_KEYS];
  return {document, seen, keys, click, press, hydrate, early};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('held clicks (src/shared/earlyClicks.ts)', () => {
  it('before hydration, holds clicks on buttons from everything else on the page, then makes each once again, in order', async () => {
    const p = page();
    for (const id of ['caret', 'category', 'copy', 'caret']) p.click(id);
    expect(p.seen).toEqual([]);
    p.hydrate();
    await settle();
    expect(p.seen).toEqual(['caret', 'category', 'copy', 'caret'].map((id) => ({id, default: true})));
  });

  it('leaves links, form submits and clicks with a modifier or another button to the browser, before hydration too', () => {
    const p = page();
    p.click('side');
    p.click('content');
    p.click('away');
    p.click('submit');
    p.click('copy', {ctrlKey: true});
    p.click('caret', {button: 1});
    expect(p.seen.map((c) => [c.id, c.default])).toEqual([
      ['side', true],
      ['content', true],
      ['away', true],
      ['submit', true],
      ['copy', true],
      ['caret', true],
    ]);
  });

  it('holds nothing once the app has hydrated', async () => {
    const p = page();
    p.hydrate();
    await settle();
    p.click('caret');
    p.click('copy');
    expect(p.seen).toEqual([
      {id: 'caret', default: true},
      {id: 'copy', default: true},
    ]);
  });

  it('holds a tab chosen by a click or by Enter, and moves the focus along the tab list with the arrows at once', async () => {
    const p = page();
    const focused = () => p.document.activeElement?.id;
    p.document.getElementById('tab-js')?.focus();
    p.press('tab-js', 'ArrowLeft');
    expect(focused()).toBe('tab-go'); // wraps around at the start
    p.press('tab-go', 'ArrowRight');
    p.press('tab-js', 'ArrowRight');
    expect(focused()).toBe('tab-py');
    p.press('tab-py', 'Enter');
    p.click('tab-go');
    expect(p.keys).toEqual([]);
    expect(p.seen).toEqual([]);
    p.hydrate();
    await settle();
    expect(p.seen).toEqual(['tab-py', 'tab-go'].map((id) => ({id, default: true})));
    p.press('tab-py', 'ArrowRight');
    expect(p.keys).toEqual(['ArrowRight']); // the app's own from now on
  });

  it('gives the focus back to the element drawn in the place of one that had it when the app draws it again', async () => {
    const p = page();
    const old = p.document.getElementById('tab-py')!;
    old.focus();
    const redrawn = old.cloneNode(true) as HTMLElement;
    old.replaceWith(redrawn); // as Docusaurus's tabs do once the app runs
    expect(p.document.activeElement).toBe(p.document.body);
    p.hydrate();
    await settle();
    expect(p.document.activeElement).toBe(redrawn);
  });

  it('keeps the keys typed after a click on the search button, and hands them over as that click is made again', async () => {
    const p = page();
    p.click('search');
    for (const key of ['p', 'o', 'x']) p.press('search', key);
    p.press('search', 'Backspace');
    for (const key of ['i', 'n']) p.press('search', key);
    p.press('search', 'Enter', {ctrlKey: true});
    expect(p.keys).toEqual([]);
    expect(p.seen).toEqual([]);
    p.hydrate();
    await settle();
    expect(p.early()).toEqual({text: 'poin', enter: {ctrlKey: true, metaKey: false, shiftKey: false, altKey: false}});
    expect(p.seen).toEqual([{id: 'search', default: true}]);
  });

  it('holds "/" and Ctrl+K as a click on the search button, but leaves "/" typed in a field to the field', async () => {
    for (const [key, init] of [['/', {}], ['k', {ctrlKey: true}], ['K', {metaKey: true}]] as const) {
      const p = page();
      p.press('field', '/');
      expect(p.keys).toEqual(['/']);
      p.press('copy', key, init);
      p.press('copy', 't');
      expect(p.keys).toEqual(['/']);
      p.hydrate();
      await settle();
      expect(p.seen, key).toEqual([{id: 'search', default: true}]);
      expect(p.early(), key).toEqual({text: 't', enter: null});
    }
  });

  it('lets Escape cancel a search asked for before the app: no dialog opens, and later keys reach the page', async () => {
    const p = page();
    p.press('copy', '/');
    p.press('copy', 'a');
    p.press('copy', 'Escape');
    p.press('copy', 'b');
    expect(p.keys).toEqual(['Escape', 'b']);
    p.hydrate();
    await settle();
    expect(p.seen).toEqual([]);
    expect(p.early()).toBeUndefined();
  });
});
