/** The engine's weights and the small helpers its ranking shares (see plugins/search-index/README.md). */
import {fold} from './tokenizer';
import type {DocSearchRecord} from './types';

/** How much each field counts: titles and command names/aliases above body text. */
export const FIELD_BOOST = [6, 3, 1]; // title, keywords, content (FIELDS order)
/** Page titles above section headings above paragraphs, as DocSearch's own ranking does. */
export const TYPE_WEIGHT: Record<DocSearchRecord['type'], number> = {
  lvl1: 2,
  lvl2: 1.5,
  lvl3: 1.3,
  lvl4: 1.15,
  lvl5: 1.1,
  lvl6: 1.1,
  content: 1,
};
/** A word found only in the heading or page a paragraph sits under counts, but less. */
export const CONTEXT_WEIGHT = 0.35;
/** A page answers, weakly, to a word found only in its body (a heading or paragraph of it). */
export const PAGE_BODY_WEIGHT = 0.1;
/** Answers that match only some of the words rank below every answer that matches all of them. */
export const PARTIAL_MATCH_WEIGHT = 0.2;
/** A page whose name is one part of a longer query (or that part's synonym). */
export const NAMED_PART_BOOST = 1.5;
/** The query is exactly a record's name: its title, a command's alias, a page's keyword. */
export const EXACT_NAME_BOOST = 4;
/** ...and exactly its title, above a page that only lists the word as a keyword ("Counters"). */
export const EXACT_TITLE_BOOST = 5;
/** A record whose name is what the reader meant (the vocabulary's reading, the corrected spelling) is lifted almost as much as an exact name. */
export const TITLE_MEANT_BOOST = 3.5;
/** A page whose name is the query in its other number ("overlay": Overlays) is lifted, below an exact name. */
export const TITLE_INFLECTED_BOOST = 3;
/**
 * Words that name a kind of page rather than a topic ("points command", "random variable"): every
 * page of the kind's section answers them, so the page named by the rest of the query is a full
 * match even where its own text never says "command". Other pages still answer them in their text.
 */
export const KIND_SECTIONS: Readonly<Record<string, string>> = {
  command: '/chatbot/commands/',
  commands: '/chatbot/commands/',
  variable: '/chatbot/variables/',
  variables: '/chatbot/variables/',
  module: '/chatbot/modules/',
  modules: '/chatbot/modules/',
  filter: '/chatbot/filters/',
  filters: '/chatbot/filters/',
  topic: '/websockets/topics/',
  topics: '/websockets/topics/',
  // The reference's operations and tags (anchors on /api) are what "api" names in a longer query.
  api: '/api#',
};
/**
 * A query that names the API ("pause the music from my app") lifts the reference's operations and
 * tags this much over the chatbot page that does the same job by hand.
 */
export const API_WANTED_BOOST = 4;
/** What answering a kind word through the page's section scores: about one mention in body text. */
export const KIND_SCORE = 2;

/** Derived terms of the query (joined symbols, paths) add this share of their score. */
export const BONUS_WEIGHT = 0.5;
/** A placeholder typed as an alert shows it (`{{amount}}`) names what the reader looks for: its pages lead. */
export const PLACEHOLDER_WEIGHT = 2;
/** A page that documents every placeholder of the query has its hits multiplied by 1 + this (a share of them: a share of it). */
export const PLACEHOLDER_PAGE_BOOST = 3;
export const K1 = 1.2;
export const B = 0.75;

/** The sigil and first name of a symbol query: "${user.level}" and "$(user)" -> "$user", "!cmd add" -> "!cmd". */
export function symbolHead(text: string): string | null {
  const m = /^\s*(!|\$[({]?)([\p{L}\p{N}_]+)/u.exec(text);
  return m ? `${m[1]?.[0] ?? ''}${fold(m[2] ?? '')}` : null;
}

/** Folded, with everything but letters and digits removed: how titles and keys are compared. */
export const bare = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** One hit per URL (the best record), highest score first. */
export function distinctHits<Hit extends {record: DocSearchRecord; score: number}>(hits: Hit[]): Hit[] {
  const best = new Map<string, Hit>();
  for (const hit of hits) {
    const seen = best.get(hit.record.url);
    if (!seen || seen.score < hit.score) best.set(hit.record.url, hit);
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/** Whether a name and a query differ only in number: overlay / overlays, box / boxes. */
export function namesAlike(keys: string[], form: string): boolean {
  return keys.some((key) => key === form || key === `${form}s` || key === `${form}es` || form === `${key}s` || form === `${key}es`);
}

/**
 * Every form namesAlike pairs with `name`, for lookups in a map (namesAlike([name], form) exactly
 * when the list holds form): giveaway, giveaways, giveawayes; tips, tip.
 */
export function numberForms(name: string): string[] {
  const forms = [name, `${name}s`, `${name}es`];
  if (name.endsWith('s')) forms.push(name.slice(0, -1));
  if (name.endsWith('es')) forms.push(name.slice(0, -2));
  return forms;
}

/**
 * The likeliest reading of a typed word among its expansions: itself when the index has it;
 * otherwise the best-weighted correction, the more common term on a tie.
 */
export function likeliest(word: string, expansions: readonly {term: string; weight: number}[], has: (t: string) => boolean, frequency: (t: string) => number): string {
  if (has(word) || expansions.length === 0) return word;
  let best = expansions[0]!;
  for (const e of expansions) if (e.weight > best.weight || (e.weight === best.weight && frequency(e.term) > frequency(best.term))) best = e;
  return best.weight < 1 ? best.term : word;
}
