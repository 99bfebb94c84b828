import {beforeEach, describe, expect, it} from 'vitest';
import type {DraftEnvironment, StorageLike} from '@site/src/tools/drafts/environment';
import {DraftStore, forgetUnsaved, MAX_HISTORY, type Checked, type DraftSpec} from '@site/src/tools/drafts/store';

/** One browser's localStorage, shared by the tabs made from it, with an optional quota in characters. */
function browser(quota = Infinity) {
  const items = new Map<string, string>();
  const listeners = new Set<{tab: string; onChange: (key: string, value: string | null) => void}>();
  let clock = 1_000;
  let ids = 0;
  const used = () => [...items].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  const storage = (tab: string): StorageLike => ({
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      const before = items.get(key);
      if (used() - (before === undefined ? 0 : key.length + before.length) + key.length + value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
      for (const listener of listeners) if (listener.tab !== tab) listener.onChange(key, value);
    },
    removeItem(key) {
      items.delete(key);
      for (const listener of listeners) if (listener.tab !== tab) listener.onChange(key, null);
    },
  });
  const tab = (name: string): DraftEnvironment => ({
    storage: storage(name),
    tab: name,
    now: () => (clock += 1000),
    newId: () => `id-${(ids += 1)}`,
    listen(onChange) {
      const listener = {tab: name, onChange};
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  return {items, tab};
}

interface Note {
  text: string;
}
const isNote = (value: unknown): value is Note => typeof value === 'object' && value !== null && typeof (value as Note).text === 'string';
const spec: DraftSpec<Note> = {
  tool: 'test-tool',
  check: (value): Checked<Note> => (isNote(value) ? {ok: true, value: {text: value.text}} : {ok: false, reason: 'it has no text'}),
  maxChars: 10_000,
};
const note = (text: string): Note => ({text});
const labels = (store: DraftStore<Note>) => store.history().map((item) => item.label);
const texts = (store: DraftStore<Note>) => store.history().map((item) => JSON.parse(store.text(item.id) ?? 'null') as Note);

beforeEach(() => forgetUnsaved());

describe('the draft store', () => {
  it('saves, reopens and reports nothing when there is nothing to report', () => {
    const {tab} = browser();
    const store = new DraftStore(spec, tab('a'));
    expect(store.open()).toEqual({draft: null, notes: []});
    expect(store.save(note('one'))).toEqual({ok: true, keptOther: false});
    expect(store.save(note('two'))).toEqual({ok: true, keptOther: false});
    expect(new DraftStore(spec, tab('a')).open().draft).toEqual(note('two'));
    expect(store.history()).toEqual([]);
  });

  it('two tabs: the later save keeps the other tab’s newer draft in the history instead of overwriting it', () => {
    const {tab} = browser();
    const first = new DraftStore(spec, tab('a'));
    const second = new DraftStore(spec, tab('b'));
    first.open();
    second.open();
    const seen: unknown[] = [];
    second.subscribe((change) => seen.push(change));
    first.save(note('from a'));
    expect(seen).toEqual([{kind: 'other-tab', savedAt: expect.any(Number)}]);
    expect(second.save(note('from b'))).toEqual({ok: true, keptOther: true});
    expect(texts(second)).toEqual([note('from a')]);
    expect(labels(second)).toEqual(['Saved in another tab']);
    // Back and forth: each tab's latest is kept once, not a copy per save.
    first.save(note('from a, later'));
    second.save(note('from b, later'));
    first.save(note('from a, last'));
    expect(texts(first)).toEqual([note('from b, later'), note('from a, later')]);
    expect(new DraftStore(spec, tab('c')).open().draft).toEqual(note('from a, last'));
  });

  it('the other tab’s draft can be taken, keeping this tab’s own in the history', () => {
    const {tab} = browser();
    const mine = new DraftStore(spec, tab('a'));
    const theirs = new DraftStore(spec, tab('b'));
    mine.open();
    theirs.open();
    mine.save(note('mine'));
    theirs.save(note('theirs'));
    expect(mine.adoptStored(note('mine, unsaved edit'))).toEqual({ok: true, value: note('theirs')});
    expect(texts(mine)[0]).toEqual(note('mine, unsaved edit'));
    // Taken: the next save is no conflict.
    expect(mine.save(note('theirs, edited here'))).toEqual({ok: true, keptOther: false});
  });

  it('Reset → edit → Reset, and two replacements in turn, lose nothing; a restore swaps', () => {
    const {tab} = browser();
    const store = new DraftStore(spec, tab('a'));
    store.open();
    store.save(note('original'));
    store.replace('Before Reset', null);
    expect(store.open().draft).toBeNull();
    store.save(note('after the first reset'));
    store.replace('Before Reset', null);
    store.save(note('first link, edited'));
    store.replace('Before the shared widget you edited', note('second link, edited'));
    expect(texts(store)).toEqual([note('first link, edited'), note('after the first reset'), note('original')]);
    expect(labels(store)).toEqual(['Before the shared widget you edited', 'Before Reset', 'Before Reset']);

    const original = store.history().at(-1)!;
    expect(store.restore(original.id)).toMatchObject({ok: true, value: note('original')});
    expect(store.open().draft).toEqual(note('original'));
    expect(texts(store)).toEqual([note('second link, edited'), note('first link, edited'), note('after the first reset')]);
    expect(labels(store)[0]).toBe('Before restoring “Before Reset”');
  });

  it('keeps a short history, newest first, and no copy of the newest twice', () => {
    const {tab} = browser();
    const store = new DraftStore(spec, tab('a'));
    for (let index = 0; index < MAX_HISTORY + 3; index += 1) {
      store.save(note(`draft ${index}`));
      store.replace('Before Reset', null);
    }
    store.save(note('same'));
    store.replace('Before Reset', null);
    store.save(note('same'));
    store.replace('Before Reset', null);
    const kept = texts(store);
    expect(kept).toHaveLength(MAX_HISTORY);
    expect(kept[0]).toEqual(note('same'));
    expect(kept[1]).toEqual(note(`draft ${MAX_HISTORY + 2}`));
  });

  it('a draft that cannot be opened goes to the history with its reason, downloadable, and the tool opens without it', () => {
    const {items, tab} = browser();
    const store = new DraftStore(spec, tab('a'));
    for (const [stored, reason] of [
      ['{"text": 42}', 'it has no text'],
      ['{"text": "cut off', 'it is not valid JSON'],
      [`${'['.repeat(10_000)}${']'.repeat(10_000)}`, 'nested more than 64 levels deep'],
    ] as const) {
      items.set(store.keys.current, stored);
      const opened = store.open();
      expect(opened.draft).toBeNull();
      expect(opened.notes[0]).toContain(reason);
      const [entry] = store.history();
      expect(entry).toMatchObject({label: 'Could not be opened', problem: expect.stringContaining(reason)});
      expect(store.text(entry!.id)).toBe(stored);
      expect(store.restore(entry!.id)).toMatchObject({ok: false, reason: expect.stringContaining('Download it instead')});
    }
    expect(items.has(store.keys.current)).toBe(false);
  });

  it('repairs reported by the tool’s check reach the visitor as a note', () => {
    const {tab} = browser();
    const repairing: DraftSpec<Note> = {...spec, check: () => ({ok: true, value: note('fixed'), repairs: ['"values" was not an object, so it was emptied']})};
    new DraftStore(spec, tab('a')).save(note('x'));
    const store = new DraftStore(repairing, tab('a'));
    expect(store.open()).toEqual({draft: note('fixed'), notes: ['Your saved draft was repaired before opening: "values" was not an object, so it was emptied. The draft as it was is kept in the draft history.']});
    // What the repair changed stays downloadable.
    expect(texts(store)).toEqual([note('x')]);
    expect(labels(store)).toEqual(['As saved, before it was repaired']);
  });

  it('refuses what cannot be stored, and says so, before anything is written', () => {
    const {items, tab} = browser();
    const store = new DraftStore<unknown>({...spec, check: (value) => ({ok: true, value})}, tab('a'));
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(store.save({n: 10n})).toMatchObject({ok: false, problem: {kind: 'unstorable', message: expect.stringContaining('a BigInt')}});
    expect(store.save(circular)).toMatchObject({ok: false, problem: {kind: 'unstorable', message: expect.stringContaining('circular')}});
    expect(store.save({text: 'x'.repeat(20_000)})).toMatchObject({ok: false, problem: {kind: 'too-large', message: 'This draft is over the 10 kB a saved draft may take, so it was not saved.'}});
    expect(items.size).toBe(0);
  });

  it('with the quota full the save fails with a reason, and the draft stays in the page for a restart and a download', () => {
    const {items, tab} = browser(200);
    items.set('filler', 'x'.repeat(150));
    const store = new DraftStore(spec, tab('a'));
    const outcome = store.save(note('y'.repeat(100)));
    expect(outcome).toMatchObject({ok: false, problem: {kind: 'quota', message: "The browser's storage for this site is full, so your draft was not saved."}});
    expect(new DraftStore(spec, tab('a')).open().draft).toEqual(note('y'.repeat(100)));
    expect(store.text()).toBe(JSON.stringify(note('y'.repeat(100))));
  });

  it('without any storage it works from memory and says the draft is not saved', () => {
    const store = new DraftStore(spec, {...browser().tab('a'), storage: null});
    expect(store.save(note('kept in memory'))).toMatchObject({ok: false, problem: {kind: 'unavailable'}});
    expect(store.open().draft).toEqual(note('kept in memory'));
  });

  it('moves an earlier version’s draft and kept draft in, and removes their old keys', () => {
    const {items, tab} = browser();
    items.set('old:draft', JSON.stringify(note('old draft')));
    items.set('old:kept', JSON.stringify(note('old kept')));
    const store = new DraftStore({...spec, legacy: {current: 'old:draft', kept: 'old:kept'}}, tab('a'));
    expect(store.open().draft).toEqual(note('old draft'));
    expect(texts(store)).toEqual([note('old kept')]);
    expect(items.has('old:draft') || items.has('old:kept')).toBe(false);
  });
});
