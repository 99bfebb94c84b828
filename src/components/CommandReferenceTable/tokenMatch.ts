import {expandWord} from '@site/src/search/expand';
import {planQuery} from '@site/src/search/queryPlan';
import {compileSynonyms} from '@site/src/search/synonyms';
import {indexTerms} from '@site/src/search/tokenizer';
import {matchesQuery, type CommandRow} from './filter';

/**
 * The command filter, reading a query the way site search does: the search tokenizer, its query
 * plan (stop words dropped, "give points" also read as givepoints, synonym phrases such as "send
 * points" for "give points") and its word expansion (the word being typed completed, plural and
 * verb forms, names a word ends, typos). A row matches when every part of the query is answered by
 * its name, aliases or summary. A filter cannot rank, so it reads a query as typed first, and only
 * when that finds no command at all through synonyms and typos, as search ranks those below
 * literal matches. Loaded on the intent to filter (./useMatcher.ts): this, the tokenizer and the
 * synonym table are no part of the page's first load.
 */

interface RowTerms {
  /** Sorted, each once: expandWord finds completions by binary search. */
  terms: string[];
  has: (term: string) => boolean;
}

function termsOf(texts: readonly string[]): RowTerms {
  const set = new Set(texts.flatMap((text) => indexTerms(text)));
  const terms = [...set].sort();
  return {terms, has: (term) => set.has(term)};
}

const rowText = (row: CommandRow) => [row.name, ...row.aliases, row.summary];

type Plan = ReturnType<typeof planQuery>;

/** Whether a row answers every part of the plan; `loose` adds synonym phrases and typo corrections. */
function answers({terms, has}: RowTerms, plan: Plan, loose: boolean, table: RowTerms): boolean {
  const found = (word: string, prefix: boolean) => expandWord(word, terms, has, prefix, loose, table.has).length > 0;
  return plan.slots.every((slot) =>
    slot.alternatives.some(
      (alternative) => (loose || alternative.literal) && alternative.words.every((word, i) => found(word, alternative.prefix && i === alternative.words.length - 1)),
    ),
  );
}

/** A matcher over `rows`: the query plan knows every word of the table, each row its own. */
export function createTokenMatcher(rows: readonly CommandRow[]): (row: CommandRow, query: string) => boolean {
  const synonyms = compileSynonyms();
  const table = termsOf(rows.flatMap(rowText));
  const perRow = new WeakMap<CommandRow, RowTerms>();
  const rowTerms = (row: CommandRow) => {
    let terms = perRow.get(row);
    if (!terms) perRow.set(row, (terms = termsOf(rowText(row))));
    return terms;
  };
  let lastQuery: string | null = null;
  let plan: Plan = planQuery('', table, synonyms);
  let loose = false;
  return (row, query) => {
    if (matchesQuery(row, query)) return true; // what the plain filter finds stays found ("ball" in 8ball)
    const typed = query.trim().slice(0, 64);
    if (typed !== lastQuery) {
      lastQuery = typed;
      plan = planQuery(typed, table, synonyms);
      loose = !rows.some((other) => matchesQuery(other, typed) || answers(rowTerms(other), plan, false, table));
    }
    return plan.slots.length > 0 && answers(rowTerms(row), plan, loose, table);
  };
}
