// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {clickToHold, follow, pathFrom} from '@site/src/components/HydrateOnIntent/pendingClick';

function part() {
  document.body.innerHTML = `<nav id="part"><ul><li><a id="page" href="/chatbot/timers">Timers</a></li>
    <li><div><a id="category" role="button" href="/chatbot/gettingstarted/commands">Getting started</a><button id="caret" type="button"></button></div></li>
    <li><a id="away" href="https://elsewhere.example/">Out</a><a id="tab" target="_blank" href="/api">API</a><span id="text">text</span></li></ul></nav>`;
  return document.getElementById('part')!;
}
const click = (id: string, init: Partial<MouseEvent> = {}) => ({button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, target: document.getElementById(id), ...init});

describe('clicks held in a part\'s kept markup until its code arrives (HydrateOnIntent/pendingClick.ts)', () => {
  it('holds a click on a button, on an element acting as one, and on a link to a page of the site', () => {
    const root = part();
    expect(clickToHold(root, click('caret'))?.path).toEqual(pathFrom(root, document.getElementById('caret')!));
    expect(clickToHold(root, click('category'))).toMatchObject({href: `${location.origin}/chatbot/gettingstarted/commands`});
    expect(clickToHold(root, click('page'))).toMatchObject({href: `${location.origin}/chatbot/timers`});
  });

  it('leaves to the browser links elsewhere or to another window, clicks with a modifier, and clicks on text', () => {
    const root = part();
    expect(clickToHold(root, click('away'))).toBeNull();
    expect(clickToHold(root, click('tab'))).toBeNull();
    expect(clickToHold(root, click('page', {ctrlKey: true}))).toBeNull();
    expect(clickToHold(root, click('page', {button: 1}))).toBeNull();
    expect(clickToHold(root, click('text'))).toBeNull();
  });

  it('finds the same element again in a copy of the markup', () => {
    const root = part();
    const path = pathFrom(root, document.getElementById('caret')!)!;
    const copy = root.cloneNode(true) as Element;
    expect(follow(copy, path)?.id).toBe('caret');
  });
});
