import type {SearchRequest, SearchResponse} from '@site/src/search/client';
import type {Fallback} from '@site/src/search/fallback';
import {SCOPES} from '@site/src/search/scope';
import {createDialogStore, useDialogStore} from './dialogStore';

/** What the dialog's last answer said, for the parts of the dialog DocSearch does not draw. */
export interface DialogAnswer {
  query: string;
  nbHits: number;
  /** "Showing results for custom command": the query in the docs' words, when the vocabulary rewrote it. */
  interpretation?: string;
  /** With no hits: nearest and popular pages and what was tried. */
  fallback?: Fallback;
  scoped: boolean;
}

const lastAnswer = createDialogStore<DialogAnswer | null>(null);
const note = (answer: DialogAnswer | null): void => lastAnswer.set(answer);

/** The dialog is closing: its next opening starts without an answer. */
export const forgetAnswer = (): void => note(null);

export function useDialogAnswer(): DialogAnswer | null {
  return useDialogStore(lastAnswer);
}

/** The last answer outside React, and each new one as it is noted (before DocSearch has it). */
export const dialogAnswers = {get: lastAnswer.get, subscribe: lastAnswer.subscribe};

type Client = {search: (arg: {requests: SearchRequest[]}) => Promise<unknown>};

export interface AnswerOptions {
  embedded: boolean;
  /** The section of the page the dialog opened on: its popular pages answer a query that finds nothing. */
  readerSection: string;
  /** Read on every search: whether the reader has narrowed the dialog to the API. */
  scoped: () => boolean;
  /** Hosted only: the fallback for a query that finds nothing, asked of the hosted index. */
  hostedFallback?: (request: SearchRequest, scoped: boolean) => Promise<Fallback | undefined>;
}

const asList = (filters: SearchRequest['facetFilters']) => (filters === undefined ? [] : typeof filters === 'string' ? [filters] : filters);

/**
 * Wraps the dialog's search client: narrows every request to the API while the reader has chosen
 * that scope (a filter on the section, as both backends understand it), tells the embedded engine
 * the reader's section, and notes each answer for the live region, the "Showing results for" line
 * and the no-results fallback.
 */
export function withDialogAnswers<T extends Client>(client: T, options: AnswerOptions): T {
  const wrapped = Object.create(client) as T;
  // Answers may settle out of order (over the network; and embedded, the searches a newer one
  // overtook take its answer, src/search/lazy.ts): only the newest search's answer is noted, as
  // DocSearch shows only the newest. A stale one noted last left the status, the "Showing results
  // for" line and Enter's wait on a query the reader had typed past.
  let newest = 0;
  wrapped.search = async (arg) => {
    const turn = ++newest;
    const scoped = options.scoped();
    const requests = arg.requests.map((request) => ({
      ...request,
      ...(scoped ? {facetFilters: [...asList(request.facetFilters), SCOPES.api.facet]} : {}),
      ...(options.embedded ? {readerSection: options.readerSection} : {}),
    }));
    const answer = (await client.search({...arg, requests})) as {results: (SearchResponse | undefined)[]};
    const first = answer.results[0];
    const request = requests[0];
    const query = String(request?.query ?? '');
    if (first && request && query.trim() !== '' && turn === newest) {
      const fallback = first.fallback ?? (first.nbHits === 0 ? await options.hostedFallback?.(request, scoped).catch(() => undefined) : undefined);
      if (turn === newest) note({query, nbHits: first.nbHits, scoped, ...(first.interpretation ? {interpretation: first.interpretation} : {}), ...(fallback ? {fallback} : {})});
    }
    return answer;
  };
  return wrapped;
}
