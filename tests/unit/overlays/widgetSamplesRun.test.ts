/**
 * The JavaScript samples of each overlay page, pasted into one widget's JS: loaded, then given the
 * widget's load event, every documented listener's event and a session update. A sample may leave
 * the look to the reader, but it must not call a function or read a variable that neither the
 * page's samples nor the widget's environment define (a ReferenceError stops the whole widget).
 *
 * The environment is a stand-in: the document, the event data and SE_API answer any property or
 * call with another stand-in (SE_API's calls as settled promises that run their callbacks at once),
 * so only the names the sample itself uses are checked, not what a browser would draw.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {listeners, windowEvents} from '@site/src/data/overlays/widgetEvents';

const docs = path.join(__dirname, '../../../docs/overlays');

/** The ```js blocks of a page, with the line each starts on. */
function jsBlocks(file: string): {line: number; code: string}[] {
  const text = readFileSync(path.join(docs, file), 'utf8');
  return [...text.matchAll(/^```js\b[^\n]*\n([\s\S]*?)^```/gm)].map((match) => ({line: text.slice(0, match.index).split('\n').length, code: match[1]!}));
}

/** Answers every property, call and `new` with another of itself; reads as '' in text and is no promise. */
function anything(): unknown {
  return new Proxy(function stand() {}, {
    get: (_target, key) => (key === 'then' ? undefined : key === Symbol.toPrimitive ? () => '' : key === Symbol.iterator ? function* () {} : anything()),
    apply: () => anything(),
    construct: () => anything() as object,
    set: () => true,
  });
}

/** A promise already settled with `anything()` that runs its callbacks at once, so their errors surface here. */
function settled(errors: unknown[], value: unknown = anything()): unknown {
  const run = (callback: unknown) => {
    if (typeof callback !== 'function') return settled(errors, value);
    try {
      return settled(errors, callback(value));
    } catch (error) {
      errors.push(error);
      return settled(errors, undefined);
    }
  };
  return {then: (onDone: unknown) => run(onDone), catch: () => settled(errors, value), finally: (callback: unknown) => run(callback)};
}

/** SE_API: any method at any depth answers with a settled promise. */
function seApi(errors: unknown[]): unknown {
  return new Proxy(function api() {}, {get: (_target, key) => (key === 'then' ? undefined : seApi(errors)), apply: () => settled(errors)});
}

/** Runs the samples one after another in one widget, then delivers its events; returns every error thrown. */
async function runWidget(samples: readonly string[]): Promise<unknown[]> {
  const errors: unknown[] = [];
  const handlers = new Map<string, ((obj: unknown) => unknown)[]>();
  const timers: (() => unknown)[] = [];
  const later = (callback: unknown) => {
    if (typeof callback === 'function') timers.push(callback as () => unknown);
    return 0;
  };
  const window = {
    addEventListener: (name: string, handler: (obj: unknown) => unknown) => handlers.set(name, [...(handlers.get(name) ?? []), handler]),
    removeEventListener: () => undefined,
  };
  const context = vm.createContext({window, document: anything(), SE_API: seApi(errors), fetch: () => settled(errors), console: {log() {}, warn() {}, error() {}}, setTimeout: later, setInterval: later, clearTimeout() {}, clearInterval() {}, requestAnimationFrame: later, localStorage: anything(), Audio: anything(), Image: anything(), CSS: anything()});
  Object.assign(window, {document: context.document, SE_API: context.SE_API});
  const attempt = async (step: () => unknown) => {
    try {
      await step();
    } catch (error) {
      errors.push(error);
    }
  };
  for (const code of samples) await attempt(() => vm.runInContext(code, context));
  const fire = async (name: string, detail: unknown) => {
    for (const handler of handlers.get(name) ?? []) await attempt(() => handler({detail}));
  };
  await fire('onWidgetLoad', anything());
  for (const {name} of listeners) await fire('onEventReceived', {listener: name, event: anything()});
  await fire('onSessionUpdate', anything());
  // Timers run once each, in order; ones they start are not followed (a loop would never end).
  for (const timer of timers.splice(0)) await attempt(timer);
  return errors;
}

describe('the overlay pages’ JavaScript samples, run as pasted', () => {
  const pages = readdirSync(docs)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => ({file, blocks: jsBlocks(file)}))
    .filter(({blocks}) => blocks.length > 0);

  it('are found on the pages that document widgets', () => {
    expect(pages.flatMap(({blocks}) => blocks).length).toBeGreaterThan(windowEvents.length);
  });

  // A page's samples build on each other (a helper defined in one, used in the next), so a page's
  // samples are pasted into one widget together, in page order.
  it('use no name that neither they nor the widget define', async () => {
    const problems: string[] = [];
    for (const {file, blocks} of pages) {
      for (const error of await runWidget(blocks.map(({code}) => code))) {
        // The samples' errors are of their own context's classes, so they are told by name.
        const {name, message} = error as {name?: string; message?: string};
        if (name === 'ReferenceError') problems.push(`${file}: ${message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
