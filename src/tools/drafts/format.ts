/**
 * How a draft and its history are written in storage. A draft is one line of header (version,
 * tab, time) and then its JSON, so a save can see who wrote last without parsing the whole draft.
 * The history is one JSON array, newest first. Reading never throws: what cannot be read comes back
 * as text with the reason, so it can still be downloaded.
 */
import {nestsDeeperThan} from '../values';

export interface DraftHeader {
  /** Counts every save of this draft, in every tab. */
  version: number;
  /** The tab that saved it. */
  tab: string;
  savedAt: number;
}

export interface HistoryRecord {
  id: string;
  /** Why it was set aside, as the history list shows it ("Before Reset"). */
  label: string;
  savedAt: number;
  /** Drafts kept from another tab's work carry that tab: a newer one from the same tab replaces it. */
  lineage?: string;
  /** The draft's JSON text; `problem` says why it cannot be opened, when it cannot. */
  text: string;
  problem?: string;
}

/** Deeper than any tool's own data; checked before parsing, so no read can overflow the stack. */
export const MAX_STORED_DEPTH = 64;

const isHeader = (value: unknown): value is DraftHeader => {
  const header = value as Partial<DraftHeader> | null;
  return Boolean(header) && typeof header?.version === 'number' && Number.isSafeInteger(header.version) && typeof header.tab === 'string' && typeof header.savedAt === 'number';
};

export function encodeDraft(header: DraftHeader, json: string): string {
  return `${JSON.stringify({format: 1, ...header})}\n${json}`;
}

export function readHeader(stored: string): DraftHeader | null {
  const end = stored.indexOf('\n');
  if (end < 0 || end > 500) return null;
  try {
    const header: unknown = JSON.parse(stored.slice(0, end));
    return isHeader(header) ? {version: header.version, tab: header.tab, savedAt: header.savedAt} : null;
  } catch {
    return null;
  }
}

/** Splits a stored draft; a value written by an earlier version of the site (JSON alone) reads as version 0. */
export function readDraft(stored: string): {header: DraftHeader; text: string} {
  const header = readHeader(stored);
  const text = header ? stored.slice(stored.indexOf('\n') + 1) : stored;
  return {header: header ?? {version: 0, tab: '', savedAt: 0}, text};
}

export type ParsedJson = {ok: true; value: unknown} | {ok: false; reason: string};

export function parseStored(text: string): ParsedJson {
  if (nestsDeeperThan(text, MAX_STORED_DEPTH)) return {ok: false, reason: `it is nested more than ${MAX_STORED_DEPTH} levels deep`};
  try {
    return {ok: true, value: JSON.parse(text)};
  } catch {
    return {ok: false, reason: 'it is not valid JSON (it may have been cut off)'};
  }
}

const isRecord = (value: unknown): value is HistoryRecord => {
  const entry = value as Partial<HistoryRecord> | null;
  return Boolean(entry) && typeof entry?.id === 'string' && typeof entry.label === 'string' && typeof entry.savedAt === 'number' && typeof entry.text === 'string';
};

/** The history list; an unreadable list becomes one entry holding its text, so nothing in it is lost. */
export function readHistory(stored: string | null, now: number): HistoryRecord[] {
  if (!stored) return [];
  const parsed = parseStored(stored);
  if (parsed.ok && Array.isArray(parsed.value)) {
    return parsed.value.map((entry: unknown, index) =>
      isRecord(entry)
        ? {id: entry.id, label: entry.label, savedAt: entry.savedAt, text: entry.text, ...(typeof entry.lineage === 'string' ? {lineage: entry.lineage} : {}), ...(typeof entry.problem === 'string' ? {problem: entry.problem} : {})}
        : {id: `damaged-${index}`, label: 'A damaged history entry', savedAt: now, text: safeText(entry), problem: 'its record is damaged'},
    );
  }
  return [{id: 'damaged-history', label: 'The draft history, damaged', savedAt: now, text: stored, problem: parsed.ok ? 'the history is not a list' : parsed.reason}];
}

function safeText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}
