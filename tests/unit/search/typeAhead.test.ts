// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {createTypeAhead as create, type TypeAhead} from '@site/src/theme/SearchBar/typeAhead';

/** A key pressed on whatever has the focus, as the browser sends it; returns whether the page may still act on it. */
function press(key: string, modifiers: KeyboardEventInit = {}): boolean {
  const target = document.activeElement ?? document.body;
  return target.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true, cancelable: true, ...modifiers}));
}

/** The dialog's search box arriving and taking the focus; records the keys played to it. */
function boxArrives(): {box: HTMLInputElement; played: KeyboardEvent[]} {
  const box = document.createElement('input');
  box.className = 'DocSearch-Input';
  const played: KeyboardEvent[] = [];
  box.addEventListener('keydown', (event) => played.push(event));
  document.body.append(box);
  box.focus();
  return {box, played};
}

const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/** Each test's type-aheads, cancelled after it: one left listening would take the next test's keys. */
const created: TypeAhead[] = [];
function createTypeAhead(): TypeAhead {
  const typeAhead = create();
  created.push(typeAhead);
  return typeAhead;
}

afterEach(() => {
  for (const typeAhead of created.splice(0)) typeAhead.cancel();
  document.body.replaceChildren();
});

describe('the search type-ahead (keys typed while the dialog code arrives)', () => {
  it('keeps letters and Backspace, then writes them into the box and plays Enter with its modifiers after them', async () => {
    const typeAhead = createTypeAhead();
    typeAhead.start();
    for (const key of ['p', 'o', 'x']) expect(press(key)).toBe(false);
    press('Backspace');
    press('Enter', {ctrlKey: true, altKey: true});
    const {box, played} = boxArrives();
    await settled();
    expect(box.value).toBe('po');
    expect(played).toHaveLength(1);
    expect(played[0]).toMatchObject({key: 'Enter', ctrlKey: true, altKey: true, shiftKey: false, metaKey: false});
  });

  it('keeps the key that opened it from the button, and leaves shortcuts (Ctrl+letter) to the page', async () => {
    const typeAhead = createTypeAhead();
    typeAhead.start('t');
    expect(press('c', {ctrlKey: true})).toBe(true);
    press('i');
    const {box} = boxArrives();
    await settled();
    expect(box.value).toBe('ti');
  });

  it('Escape cancels the opening: it is no longer current, it still reaches the page, and later keys are the page’s', async () => {
    const typeAhead = createTypeAhead();
    const opening = typeAhead.start();
    press('a');
    expect(typeAhead.current(opening)).toBe(true);
    expect(press('Escape')).toBe(true);
    expect(typeAhead.current(opening)).toBe(false);
    expect(press('b')).toBe(true);
    const {box} = boxArrives();
    await settled();
    expect(box.value).toBe('');
  });

  it('a newer opening replaces an older one, and a plain stop leaves the opening current', () => {
    const typeAhead = createTypeAhead();
    const first = typeAhead.start();
    const second = typeAhead.start();
    expect(typeAhead.current(first)).toBe(false);
    expect(typeAhead.current(second)).toBe(true);
    typeAhead.stop();
    expect(typeAhead.current(second)).toBe(true);
    expect(press('z')).toBe(true);
    typeAhead.cancel();
    expect(typeAhead.current(second)).toBe(false);
  });

  it('leaves keys that compose a character (an IME, a dead key) to the browser: only what they produce is typed', async () => {
    const typeAhead = createTypeAhead();
    typeAhead.start();
    expect(press('k', {isComposing: true})).toBe(true);
    expect(press('Enter', {isComposing: true})).toBe(true);
    const {box, played} = boxArrives();
    await settled();
    expect(box.value).toBe('');
    expect(played).toEqual([]);
  });

  it('leaves the keys of an open modal dialog (the load-failed screen) to that dialog', () => {
    const typeAhead = createTypeAhead();
    typeAhead.start();
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    const retry = document.createElement('button');
    dialog.append(retry);
    document.body.append(dialog);
    retry.focus();
    expect(press('Enter')).toBe(true);
    expect(press('r')).toBe(true);
  });
});
