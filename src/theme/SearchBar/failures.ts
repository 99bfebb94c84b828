import type {UnavailableReason} from '@site/src/search/errors';
import {unavailableReason} from '@site/src/search/dialogConfig';
import {createDialogStore, useDialogStore} from './dialogStore';

/** The last search that failed with a RetryError, kept outside React state so reporting it never re-renders the dialog. */
export interface SearchFailure {
  query: string;
  /** Increases with every failure, so the same query failing again shows the screen again. */
  count: number;
  /** Which screen tells it: no index built (dev server), the network, or a damaged index. */
  reason: UnavailableReason;
}

const failure = createDialogStore<SearchFailure | null>(null);

export function reportSearchOutcome(query: string, error?: unknown): void {
  const failed = (error as Error | undefined)?.name === 'RetryError';
  const current = failure.get();
  if (!failed && current === null) return;
  failure.set(failed ? {query, count: (current?.count ?? 0) + 1, reason: unavailableReason(error)} : null);
}

/** Retrying: the screen goes until the new attempt fails too. */
export function clearSearchFailure(): void {
  reportSearchOutcome('');
}

export function useSearchFailure(): SearchFailure | null {
  return useDialogStore(failure);
}

type Client = {search: (arg: {requests: {indexName: string; query?: string}[]}) => Promise<unknown>};

const emptyResult = (query: string, index: string) => ({hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query, params: '', index, processingTimeMS: 0, exhaustiveNbHits: true});

/**
 * Wraps a search client so every outcome is reported. A RetryError (index or hosts unreachable)
 * is answered with empty results instead of a rejection: the dialog cannot keep its own error
 * status anyway (see ErrorScreen.tsx), and a rejected search makes autocomplete-core drop
 * keystrokes typed while it settles. Other errors pass through unchanged.
 */
export function watchFailures<T extends Client>(client: T): T {
  const watched = Object.create(client) as T;
  watched.search = async (arg) => {
    const query = arg.requests[0]?.query ?? '';
    try {
      const result = await client.search(arg);
      reportSearchOutcome(query);
      return result;
    } catch (error) {
      reportSearchOutcome(query, error);
      if ((error as Error).name !== 'RetryError') throw error;
      return {results: arg.requests.map((r) => emptyResult(r.query ?? '', r.indexName))};
    }
  };
  return watched;
}
