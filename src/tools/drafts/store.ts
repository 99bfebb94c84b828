/**
 * One draft store for every interactive tool (the widget playground, the reply preview, and any
 * tool after them): a tool names itself, says how to check what it reads back, and gets a draft
 * that is never lost.
 *
 * - Each save carries a version and the tab that made it. A save that finds a newer version from
 *   elsewhere (another tab saved since this tab last read or wrote) first keeps that version in the
 *   history, so the last tab to save never silently wins.
 * - Every draft that is replaced (Reset, an example, a restore, another tab's version) goes to a
 *   short history, newest first, which the tool lists for restoring and downloading.
 * - What is read back is checked by the tool before it is used; a draft that cannot be opened is
 *   moved to the history with the reason, still downloadable, and the tool opens without it.
 * - When storage refuses a write (full, blocked), the save says so and the draft stays in this
 *   page's memory, so the tool can offer it as a download and a restart still finds it.
 */
import {checkValue, sizeText} from '../values';
import {browserEnvironment, type DraftEnvironment} from './environment';
import {draftKeys} from './keys';
import {encodeDraft, MAX_STORED_DEPTH, parseStored, readDraft, readHeader, readHistory, type HistoryRecord} from './format';

export type Checked<T> = {ok: true; value: T; repairs?: readonly string[]} | {ok: false; reason: string};

export interface DraftSpec<T> {
  /** The tool's name in keys and file names: "playground", "reply-preview", "filter-bench". */
  tool: string;
  /** One tool may keep several drafts (the reply preview keeps one per variable page); "main" by default. */
  slot?: string;
  /** Reads back a stored value: repairs what it can (saying what) and refuses the rest with a reason. */
  check: (value: unknown) => Checked<T>;
  /** The largest draft kept, in characters of JSON. */
  maxChars: number;
  /** Keys an earlier version of the site kept this tool's drafts under; moved in on first open. */
  legacy?: {current?: string; kept?: string};
}

export interface HistoryItem {
  id: string;
  label: string;
  savedAt: number;
  chars: number;
  /** Why it cannot be opened again (it can still be downloaded). */
  problem?: string;
}

export type SaveProblem = {kind: 'too-large' | 'unstorable' | 'quota' | 'unavailable'; message: string};
export type SaveOutcome = {ok: true; keptOther: boolean} | {ok: false; problem: SaveProblem};
export interface Opened<T> {
  draft: T | null;
  /** What the visitor should know: a draft repaired, or one that could not be opened. */
  notes: string[];
}

export type StoreChange = {kind: 'other-tab'; savedAt: number} | {kind: 'history'};

/** Replaced drafts kept, newest first. */
export const MAX_HISTORY = 6;


/** Writes storage refused, by key: the page keeps them, so a restart or a download still has them. */
const unsaved = new Map<string, string>();

function problemOf(error: unknown, what: string): SaveProblem {
  const name = (error as {name?: unknown} | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED'
    ? {kind: 'quota', message: `The browser's storage for this site is full, so ${what} was not saved.`}
    : {kind: 'unavailable', message: `This browser does not let the site store data here, so ${what} was not saved.`};
}

export class DraftStore<T> {
  readonly keys: {current: string; history: string};
  /** The version this tab last read or wrote: a stored version above it was saved elsewhere. */
  private base = 0;
  /** False until this store has opened or saved the draft: before, it cannot tell whose a version is. */
  private known = false;

  constructor(
    private readonly spec: DraftSpec<T>,
    private readonly env: DraftEnvironment = browserEnvironment(),
  ) {
    this.keys = draftKeys(spec.tool, spec.slot);
  }

  /** The saved draft, checked; a draft that cannot be opened goes to the history instead. */
  open(): Opened<T> {
    this.moveLegacy();
    this.known = true;
    const stored = this.read(this.keys.current);
    if (stored === null) return {draft: null, notes: []};
    const {header, text} = readDraft(stored);
    this.base = header.version;
    const checked = this.checkText(text);
    if (!checked.ok) {
      this.keep({label: 'Could not be opened', savedAt: header.savedAt || this.env.now(), text, problem: checked.reason});
      this.remove(this.keys.current);
      return {draft: null, notes: [`Your saved draft could not be opened: ${checked.reason}. It is kept in the draft history, where you can download it.`]};
    }
    const repairs = checked.repairs ?? [];
    if (repairs.length === 0) return {draft: checked.value, notes: []};
    // The draft as it was stays downloadable: the repaired one replaces it with the next save.
    this.keep({label: 'As saved, before it was repaired', savedAt: header.savedAt || this.env.now(), text});
    return {draft: checked.value, notes: [`Your saved draft was repaired before opening: ${repairs.join('; ')}. The draft as it was is kept in the draft history.`]};
  }

  /** Saves this tab's draft; a newer draft saved elsewhere is kept in the history first. */
  save(data: T): SaveOutcome {
    const json = this.serialize(data, 'this draft');
    if (!json.ok) return json;
    const stored = this.read(this.keys.current);
    const current = stored === null ? null : readDraft(stored);
    if (current && current.text === json.text) {
      // Already saved as it is (by this tab or another): nothing to write, nothing to keep.
      this.base = Math.max(this.base, current.header.version);
      this.known = true;
      return {ok: true, keptOther: false};
    }
    let kept: SaveProblem | null = null;
    const keptOther = Boolean(current && current.header.version > this.base);
    if (current && keptOther) kept = this.keep({label: this.elsewhere(current.header.tab), savedAt: current.header.savedAt, text: current.text, lineage: current.header.tab});
    const version = Math.max(current?.header.version ?? 0, this.base) + 1;
    const problem = this.write(this.keys.current, encodeDraft({version, tab: this.env.tab, savedAt: this.env.now()}, json.text), 'your draft');
    this.base = version;
    this.known = true;
    const first = problem ?? kept;
    return first ? {ok: false, problem: first} : {ok: true, keptOther};
  }

  /** Another content takes the draft's place (or none, on Reset): the saved draft goes to the history under `label`. */
  replace(label: string, next: T | null): SaveOutcome {
    const stored = this.read(this.keys.current);
    let kept: SaveProblem | null = null;
    if (stored !== null) {
      const {header, text} = readDraft(stored);
      const nextJson = next === null ? null : this.serialize(next, 'this draft');
      const fromElsewhere = this.known && header.version > this.base;
      if (!nextJson?.ok || nextJson.text !== text) kept = this.keep({label: fromElsewhere ? this.elsewhere(header.tab) : label, savedAt: header.savedAt || this.env.now(), text, ...(fromElsewhere ? {lineage: header.tab} : {})});
      this.base = Math.max(this.base, header.version);
    }
    if (next === null) {
      this.remove(this.keys.current);
      return kept ? {ok: false, problem: kept} : {ok: true, keptOther: false};
    }
    const saved = this.save(next);
    return kept && saved.ok ? {ok: false, problem: kept} : saved;
  }

  /** Puts a history entry back as the draft (the draft it replaces goes to the history). */
  restore(id: string): Checked<T> & {outcome?: SaveOutcome} {
    const list = this.historyRecords();
    const entry = list.find((item) => item.id === id);
    if (!entry) return {ok: false, reason: 'That draft is no longer in the history (another tab may have changed it).'};
    if (entry.problem) return {ok: false, reason: `That draft cannot be opened: ${entry.problem}. Download it instead.`};
    const checked = this.checkText(entry.text);
    if (!checked.ok) return {ok: false, reason: `That draft cannot be opened: ${checked.reason}. Download it instead.`};
    this.write(this.keys.history, JSON.stringify(list.filter((item) => item.id !== id)), 'the draft history');
    return {...checked, outcome: this.replace(`Before restoring “${entry.label}”`, checked.value)};
  }

  /** The other tab's draft, taken as this tab's; this tab's own version (`mine`) goes to the history. */
  adoptStored(mine: T): Checked<T> {
    const stored = this.read(this.keys.current);
    if (stored === null) return {ok: false, reason: 'The other tab’s draft is gone (it may have been reset).'};
    const {header, text} = readDraft(stored);
    const checked = this.checkText(text);
    if (!checked.ok) return {ok: false, reason: `The other tab’s draft cannot be opened: ${checked.reason}.`};
    const json = this.serialize(mine, 'this tab’s draft');
    if (json.ok && json.text !== text) this.keep({label: 'Your version from this tab', savedAt: this.env.now(), text: json.text, lineage: this.env.tab});
    this.base = header.version;
    return checked;
  }

  /** Moves the saved draft to the history and opens without it (after the tool failed on it). */
  setAside(label: string): void {
    this.replace(label, null);
  }

  history(): HistoryItem[] {
    return this.historyRecords().map(({id, label, savedAt, text, problem}) => ({id, label, savedAt, chars: text.length, ...(problem ? {problem} : {})}));
  }

  /** The JSON text of the saved draft, or of a history entry, for a download. */
  text(id?: string): string | null {
    if (id !== undefined) return this.historyRecords().find((item) => item.id === id)?.text ?? null;
    const stored = this.read(this.keys.current);
    return stored === null ? null : readDraft(stored).text;
  }

  fileName(id?: string): string {
    const savedAt = id === undefined ? this.env.now() : this.historyRecords().find((item) => item.id === id)?.savedAt ?? this.env.now();
    const stamp = new Date(savedAt).toISOString().slice(0, 19).replace(/[:T]/g, '-');
    return `${this.spec.tool}-${(this.spec.slot ?? 'main').replace(/[^\w-]+/g, '-')}-draft-${stamp}.json`;
  }

  /** Other tabs' changes to this draft or its history. */
  subscribe(listener: (change: StoreChange) => void): () => void {
    return this.env.listen((key, value) => {
      if (key === this.keys.current && value !== null) {
        const header = readHeader(value);
        if (header && header.version > this.base) listener({kind: 'other-tab', savedAt: header.savedAt});
      } else if (key === this.keys.history) listener({kind: 'history'});
    });
  }

  private elsewhere(tab: string): string {
    return tab === this.env.tab ? 'Saved by another window of this tab' : 'Saved in another tab';
  }

  private checkText(text: string): Checked<T> {
    const parsed = parseStored(text);
    if (!parsed.ok) return parsed;
    try {
      return this.spec.check(parsed.value);
    } catch (error) {
      return {ok: false, reason: `checking it failed (${error instanceof Error ? error.message : String(error)})`};
    }
  }

  private serialize(data: T, what: string): {ok: true; text: string} | {ok: false; problem: SaveProblem} {
    const title = `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
    const tooLarge = (size: number | null) => ({
      ok: false as const,
      problem: {kind: 'too-large' as const, message: `${title} is ${size === null ? '' : `${sizeText(size)}, `}over the ${sizeText(this.spec.maxChars)} a saved draft may take, so it was not saved.`},
    });
    try {
      const checked = checkValue(data, {maxDepth: MAX_STORED_DEPTH - 1, maxChars: this.spec.maxChars});
      if (!checked.ok) return checked.tooLarge ? tooLarge(null) : {ok: false, problem: {kind: 'unstorable', message: `${title} cannot be saved: ${checked.reason}.`}};
      const text = JSON.stringify(data);
      return text.length > this.spec.maxChars ? tooLarge(text.length) : {ok: true, text};
    } catch (error) {
      // Saving never throws into the tool: typing must go on whatever happens here.
      return {ok: false, problem: {kind: 'unstorable', message: `${title} could not be saved (${error instanceof Error ? error.message : String(error)}).`}};
    }
  }

  private historyRecords(): HistoryRecord[] {
    return readHistory(this.read(this.keys.history), this.env.now());
  }

  /** Adds a replaced draft to the history: newest first, one per other tab, no copy of one already there. */
  private keep(entry: Omit<HistoryRecord, 'id'>): SaveProblem | null {
    const list = this.historyRecords().filter((item) => item.text !== entry.text && !(entry.lineage && item.lineage === entry.lineage));
    const next = [{id: this.env.newId(), ...entry}, ...list].slice(0, MAX_HISTORY);
    return this.write(this.keys.history, JSON.stringify(next), 'the replaced draft');
  }

  /** Drafts an earlier version of the site kept under other keys; each old key goes once its text is safely here. */
  private moveLegacy(): void {
    const {legacy} = this.spec;
    if (!legacy) return;
    const kept = legacy.kept === undefined ? null : this.read(legacy.kept);
    if (kept !== null && this.keep({label: 'Kept aside earlier', savedAt: this.env.now(), text: kept}) === null) this.remove(legacy.kept!);
    const current = legacy.current === undefined ? null : this.read(legacy.current);
    if (current === null) return;
    const moved =
      this.read(this.keys.current) === null
        ? this.write(this.keys.current, encodeDraft({version: 1, tab: '', savedAt: this.env.now()}, current), 'your draft')
        : this.keep({label: 'Saved by an earlier version of this site', savedAt: this.env.now(), text: current});
    if (moved === null) this.remove(legacy.current!);
  }

  private read(key: string): string | null {
    const pending = unsaved.get(key);
    if (pending !== undefined) return pending;
    try {
      return this.env.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private write(key: string, text: string, what: string): SaveProblem | null {
    try {
      if (!this.env.storage) throw new Error('no storage');
      this.env.storage.setItem(key, text);
      unsaved.delete(key);
      return null;
    } catch (error) {
      unsaved.set(key, text);
      return problemOf(error, what);
    }
  }

  private remove(key: string): void {
    unsaved.delete(key);
    try {
      this.env.storage?.removeItem(key);
    } catch {
      // Storage that cannot be used holds nothing to remove.
    }
  }
}

/** For tests: forgets what the page kept in memory for storage that refused it. */
export function forgetUnsaved(): void {
  unsaved.clear();
}
