/**
 * What an empty filtered table says: which filter emptied it and what loosening it would show, so a
 * reader who picks YouTube and types "song" learns that the song commands exist on another platform
 * rather than not at all. Kept apart from React so it can be tested on its own.
 */
import {listInWords} from '@site/src/shared/listInWords';

/** One filter the reader set, as the table applies it. */
export interface Narrowing<Row> {
  /** The filter's name in a sentence: "platform", "user level", "text". */
  name: string;
  /** Whether the reader set it (a box left empty or "All …" chosen does not narrow). */
  active: boolean;
  /** What a row must do to pass, after "No command": "matches “song”", "works on YouTube". */
  phrase: string;
  /** What undoes it, as an instruction: "choose “All platforms”", "clear the filter box". */
  undo: string;
  /**
   * The words the reader typed: what they are looking for, so the message names this filter only
   * when loosening no other one brings rows back.
   */
  sought?: boolean;
  matches: (row: Row) => boolean;
}

export interface Nouns {
  one: string;
  many: string;
}

const MAX_NAMED = 3;

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The message for an empty table. For each filter the reader set, the rows that match all the
 * others: a filter with some is one that emptied the list, and the message names it, how many rows
 * it hides (the first few by name) and how to undo it. When no single filter is the cause, it says
 * that the filters together leave nothing.
 */
export function emptyListMessage<Row>(rows: readonly Row[], narrowings: readonly Narrowing<Row>[], nouns: Nouns, nameOf: (row: Row) => string): string {
  const active = narrowings.filter((narrowing) => narrowing.active);
  if (active.length === 0) return `There are no ${nouns.many} to show.`;
  const opening = `No ${nouns.one} ${listInWords(active.map((narrowing) => narrowing.phrase))}.`;
  if (active.length === 1) return `${opening} ${capitalised(active[0]!.undo)} to see all ${rows.length} ${nouns.many}.`;
  const found = active
    .map((narrowing) => ({narrowing, hidden: rows.filter((row) => active.every((other) => other === narrowing || other.matches(row)))}))
    .filter(({hidden}) => hidden.length > 0);
  const chosen = found.filter(({narrowing}) => !narrowing.sought);
  const causes = chosen.length > 0 ? chosen : found;
  if (causes.length === 0) return `${opening} Together the filters leave nothing: ${listInWords(active.map((narrowing) => narrowing.undo))} to start again.`;
  const sentences = causes.map(({narrowing, hidden}) => {
    const names = hidden.slice(0, MAX_NAMED).map(nameOf);
    if (hidden.length > MAX_NAMED) names.push(`${hidden.length - MAX_NAMED} more`);
    const count = `${hidden.length} ${hidden.length === 1 ? nouns.one : nouns.many}`;
    return `The ${narrowing.name} filter emptied the list: without it, ${count} match${hidden.length === 1 ? 'es' : ''} (${listInWords(names)}). ${capitalised(narrowing.undo)} to see ${hidden.length === 1 ? 'it' : 'them'}.`;
  });
  return [opening, ...sentences].join(' ');
}
