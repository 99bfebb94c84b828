/**
 * The in-page filter over the operations: every word of the query must appear in the operation's
 * summary, method, path (with or without its `{parameters}`), operationId or scopes, as typed or as
 * site search reads integrators' words ("followers": activities, "who am i": current user;
 * src/data/vocabulary/integrator.ts). Instant: it reads what the static markup already holds and
 * hides what does not match (`data-filtered`), with a count in a status line for screen readers.
 * Tags without a match hide with their operations.
 */
import {operationWords as integratorWords} from '@site/src/data/vocabulary/integrator';


/** The words an operation is found by, lowercase. */
export function operationWords(section: Element): string {
  const heading = section.querySelector('h3');
  const title = heading?.textContent ?? '';
  const keywords = heading?.getAttribute('data-search-keywords') ?? '';
  const attributes = ['data-operation', 'data-method', 'data-path'].map((name) => section.getAttribute(name) ?? '');
  const scopes = Array.from(section.querySelectorAll('.api-ref__scope')).map((badge) => badge.textContent ?? '');
  return [title, keywords.replace(/,/g, ' '), ...attributes, ...scopes].join(' ').toLowerCase();
}

/** The query's words: spaces and commas separate them; case is ignored. */
export const queryWords = (query: string) => query.toLowerCase().split(/[\s,]+/).filter(Boolean);

export const matches = (words: string, query: string[]) => query.every((word) => words.includes(word));

/**
 * The query as typed, and once more for each integrator's phrase in it, with the phrase replaced by
 * each of the docs' words for it: an operation answers the query when it holds every word of one.
 */
export function readingsOf(query: string): string[][] {
  const typed = queryWords(query);
  const spaced = ` ${typed.join(' ')} `;
  const readings = [typed];
  for (const {typed: phrases, means} of integratorWords) {
    for (const phrase of phrases) {
      if (!spaced.includes(` ${phrase} `)) continue;
      for (const meaning of means) readings.push(queryWords(spaced.replace(` ${phrase} `, ` ${meaning} `)));
    }
  }
  return readings;
}

export const answers = (words: string, readings: string[][]) => readings.some((reading) => matches(words, reading));

const cache = new WeakMap<Element, string>();

export function applyFilter(root: HTMLElement, query: string): void {
  const words = queryWords(query);
  const readings = readingsOf(query);
  const sections = Array.from(root.querySelectorAll<HTMLElement>('.api-ref__operation'));
  let shown = 0;
  for (const section of sections) {
    if (!cache.has(section)) cache.set(section, operationWords(section));
    const hit = words.length === 0 || answers(cache.get(section)!, readings);
    section.toggleAttribute('data-filtered', !hit);
    if (hit) shown++;
  }
  for (const tag of Array.from(root.querySelectorAll<HTMLElement>('.api-ref__tag'))) {
    tag.toggleAttribute('data-filtered', words.length > 0 && !tag.querySelector('.api-ref__operation:not([data-filtered])'));
  }
  const status = root.querySelector('#api-filter-status');
  if (status) {
    status.textContent =
      words.length === 0 ? '' : shown === 0 ? `No operation matches “${query.trim()}”. Try fewer words, a method (get, post) or a path part.` : `${shown} of ${sections.length} operations match “${query.trim()}”.`;
  }
}
