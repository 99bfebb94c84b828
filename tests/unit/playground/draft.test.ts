// @vitest-environment jsdom
import {beforeEach, describe, expect, it} from 'vitest';
import {catalogue} from '@site/src/playground/logic/catalogue';
import {checkPlaygroundDraft, defaultPayloadText, editedPayloads, FIRST_EVENT, noEvents, type PlaygroundDraft} from '@site/src/playground/logic/draft';
import {PLAYGROUND_LIMITS} from '@site/src/playground/logic/limits';
import {encodeIncomingEvent} from '@site/src/playground/logic/share';
import {playgroundDrafts} from '@site/src/playground/ui/drafts';
import {resolveOpening} from '@site/src/playground/ui/initialState';
import type {DraftEnvironment} from '@site/src/tools/drafts/environment';
import {encodeDraft} from '@site/src/tools/drafts/format';
import {DraftStore, forgetUnsaved} from '@site/src/tools/drafts/store';

/** One browser's storage, for stores made in turn (a reload is a new store on the same items). */
function memory() {
  const items = new Map<string, string>();
  let ids = 0;
  const env: DraftEnvironment = {
    storage: {getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key)},
    tab: 'tab-a',
    now: () => 1_000,
    newId: () => `id-${(ids += 1)}`,
    listen: () => () => undefined,
  };
  return {items, store: () => new DraftStore(playgroundDrafts, env)};
}

// Events from the data: two plain ones (their id is their listener, as #event= links name them).
const [first, second] = catalogue.filter((entry) => entry.id === entry.listener && entry.id !== FIRST_EVENT);
const widget = {html: '<p id="mine"></p>', css: '', js: 'console.log(1)', fields: '{}', values: {}};
const edited = JSON.stringify({...first!.payload, name: 'edited_by_me'}, null, 2);
const unfinished = '{\n  "name": "half typed",\n';
const draft: PlaygroundDraft = {...widget, events: {selected: second!.id, payloads: {[first!.id]: edited, [second!.id]: unfinished}}};

beforeEach(() => forgetUnsaved());

describe('the playground draft: the widget and the Events panel’s work', () => {
  it('keeps edited payloads, valid JSON or not, and the selected event through a save and a reopen', () => {
    const browser = memory();
    expect(browser.store().save(draft)).toEqual({ok: true, keptOther: false});
    expect(browser.store().open()).toEqual({draft, notes: []});
  });

  it('keeps only the payloads that differ from the catalogue’s', () => {
    expect(editedPayloads({[first!.id]: defaultPayloadText(first!), [second!.id]: unfinished, 'no-such-event': '{}'})).toEqual({[second!.id]: unfinished});
  });

  it('opens a draft saved before payloads were kept, as it was, with the sample payloads', () => {
    const browser = memory();
    browser.items.set(browser.store().keys.current, encodeDraft({version: 4, tab: 'old', savedAt: 1}, JSON.stringify(widget)));
    expect(browser.store().open()).toEqual({draft: {...widget, events: noEvents}, notes: []});
    // From before the draft store too (JSON alone, under the old key).
    const legacy = memory();
    legacy.items.set(playgroundDrafts.legacy!.current!, JSON.stringify(widget));
    expect(legacy.store().open()).toEqual({draft: {...widget, events: noEvents}, notes: []});
  });

  it('repairs an events field it cannot read, saying what, and keeps the draft as saved in Earlier drafts', () => {
    const cases: [unknown, PlaygroundDraft['events'], string[]][] = [
      ['oops', noEvents, ['its Events panel could not be read, so every event starts from its sample payload']],
      [{selected: first!.id, payloads: [edited]}, {selected: first!.id, payloads: {}}, ['its edited payloads were not an object of texts, so every event starts from its sample payload']],
      [
        // As JSON.parse reads it: "__proto__" is a key of its own there, not the prototype.
        {selected: 'gone-latest', payloads: {[first!.id]: {name: 'an object'}, [second!.id]: 'x'.repeat(PLAYGROUND_LIMITS.payloadChars * 2), ...(JSON.parse('{"gone-latest": "{}", "__proto__": "{}"}') as object)}},
        noEvents,
        [
          `its selected event "gone-latest" is not one the playground has, so ${FIRST_EVENT} is selected`,
          `the edited payload of "${first!.id}" was left out: it was not text`,
          `the edited payload of "${second!.id}" was left out: it is 200 kB, over the 100 kB the payload editor holds`,
          'the edited payload of "gone-latest" was left out: the playground has no such event',
          'the edited payload of "__proto__" was left out: the playground has no such event',
        ],
      ],
      [{selected: 7, payloads: {[first!.id]: edited}}, {selected: FIRST_EVENT, payloads: {[first!.id]: edited}}, [`its selected event was not an event name, so ${FIRST_EVENT} is selected`]],
    ];
    for (const [events, expected, repairs] of cases) {
      expect(checkPlaygroundDraft({...widget, events}), JSON.stringify(events)).toEqual({ok: true, value: {...widget, events: expected}, repairs});
      const browser = memory();
      const stored = JSON.stringify({...widget, events});
      browser.items.set(browser.store().keys.current, encodeDraft({version: 2, tab: 'old', savedAt: 1}, stored));
      const store = browser.store();
      const opened = store.open();
      expect(opened.draft).toEqual({...widget, events: expected});
      expect(opened.notes).toEqual([`Your saved draft was repaired before opening: ${repairs.join('; ')}. The draft as it was is kept in the draft history.`]);
      expect(store.history().map((item) => store.text(item.id))).toEqual([stored]);
    }
  });

  it('never throws on stored data of any shape', () => {
    for (const value of [null, 5, 'text', [], {events: null}, {...widget, events: {payloads: null, selected: null}}, {...widget, events: []}]) {
      expect(() => checkPlaygroundDraft(value), JSON.stringify(value)).not.toThrow();
    }
    expect(checkPlaygroundDraft(null)).toMatchObject({ok: false});
  });
});

describe('a link into the playground over a saved draft', () => {
  const opened = (browser: ReturnType<typeof memory>, search: string, hash = '') => resolveOpening({search, hash}, browser.store());
  const saved = () => {
    const browser = memory();
    browser.store().save(draft);
    return browser;
  };

  it('opens the draft’s events when the address names none', async () => {
    expect(await opened(saved(), '')).toMatchObject({source: 'draft', fromDraft: true, select: null, state: draft});
  });

  it('?try= selects its event; the draft’s payloads stay', async () => {
    expect(await opened(saved(), `?try=${first!.id}`)).toMatchObject({fromDraft: true, state: {events: {selected: first!.id, payloads: draft.events.payloads}}});
  });

  it('#event= shows its payload in place of the draft’s own, which the first edit sends to Earlier drafts', async () => {
    const event = {...first!.payload, name: 'from_the_link'};
    const opening = await opened(saved(), `?try=${first!.id}`, `#event=${encodeIncomingEvent({listener: first!.listener, event})}`);
    expect(opening).toMatchObject({source: 'draft', fromDraft: false, state: {...widget, events: {selected: first!.id, payloads: {[first!.id]: JSON.stringify(event, null, 2), [second!.id]: unfinished}}}});
    expect(opening.notices).toContain(`Your draft's own ${first!.id} payload stays saved as it was until you edit; then it goes to Earlier drafts.`);
    // An event the draft had not edited hides nothing: the draft stays the draft.
    const other = catalogue.find((entry) => entry.id === entry.listener && !(entry.id in draft.events.payloads))!;
    expect(await opened(saved(), '', `#event=${encodeIncomingEvent({listener: other.listener, event: {name: 'x'}})}`)).toMatchObject({fromDraft: true, state: {events: {selected: other.id}}});
  });

  it('with no draft, a starter opens with the sample payloads', async () => {
    expect(await opened(memory(), '')).toMatchObject({source: 'starter', fromDraft: false, state: {events: noEvents}});
  });
});
