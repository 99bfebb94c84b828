/**
 * The "Hold the alert queue" example on /overlays/custom-widget, run as pasted: every alert
 * listener of the data lets the queue go on (a widget that forgot one would hold the queue for the
 * whole `widgetDuration`), and no other listener touches it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {listeners} from '@site/src/data/overlays/widgetEvents';

const page = readFileSync(path.join(__dirname, '../../../docs/overlays/custom-widget.mdx'), 'utf8');
const section = page.slice(page.indexOf('## Hold the alert queue'));
const example = /```js title="JS"[^\n]*\n([\s\S]*?)```/.exec(section)![1]!;

/** Runs the example in a fresh context and delivers one event; returns how often it resumed the queue at once and later. */
function deliver(listener: string, event: Record<string, unknown>): {now: number; later: number} {
  const counts = {now: 0, later: 0};
  let handler: ((obj: unknown) => void) | undefined;
  const context = vm.createContext({
    window: {addEventListener: (name: string, fn: (obj: unknown) => void) => name === 'onEventReceived' && (handler = fn)},
    SE_API: {resumeQueue: () => (counts.now += 1)},
    setTimeout: (fn: unknown) => (fn === (context as {SE_API: {resumeQueue: unknown}}).SE_API.resumeQueue ? (counts.later += 1) : 0),
    document: {querySelector: () => ({})},
  });
  vm.runInContext(example, context);
  handler!({detail: {listener, event}});
  return counts;
}

describe('the alert queue example', () => {
  const alerts = listeners.filter((listener) => listener.name.endsWith('-latest'));

  it('lets the queue go on at once for every alert listener', () => {
    expect(alerts.length).toBeGreaterThan(0);
    for (const {name} of alerts) expect(deliver(name, {name: 'viewer', amount: 1}), name).toEqual({now: 1, later: 0});
  });

  it('holds it for a gift bomb until the animation ends', () => {
    expect(deliver('subscriber-latest', {bulkGifted: true, sender: 'viewer', amount: 5})).toEqual({now: 0, later: 1});
  });

  it('leaves it alone for every other listener', () => {
    for (const {name} of listeners.filter((listener) => !alerts.includes(listener))) expect(deliver(name, {}), name).toEqual({now: 0, later: 0});
  });
});
