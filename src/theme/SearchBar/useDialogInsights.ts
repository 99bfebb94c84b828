import {useMemo} from 'react';
import type * as InsightsModule from '@site/src/search/insights';
import type {HitProps} from './HitOption';

type SearchClient = {search: (arg: {requests: {indexName: string; query?: string}[]}) => Promise<unknown>};

export interface DialogInsights {
  /** DocSearch's `insights` option: false, or the site's insights client. */
  insights: false | {insightsClient: InsightsModule.SearchInsights['client']};
  /** Wraps the search client so each answer's hit order is remembered (for selection positions). */
  noteAnswers: <T extends SearchClient>(client: T) => T;
  /** Reports a hit the reader chose with a click (HitOption.tsx). */
  onHitSelected?: (hit: HitProps['hit']) => void;
}

const NO_INSIGHTS: DialogInsights = {insights: false, noteAnswers: (client) => client};

/**
 * The dialog's side of click analytics (src/search/insights.ts); nothing without DOCSEARCH_INSIGHTS.
 * The hit reports its own selection because DocSearch 3.9 reports none for a click on the
 * first hit; the insights client drops the duplicate DocSearch sends for the others.
 * Stable for the dialog's life: DocSearch rebuilds its autocomplete when `insights` changes.
 */
export function useDialogInsights(module: typeof InsightsModule | null, credentials: {appId: string; apiKey: string}): DialogInsights {
  const {appId, apiKey} = credentials;
  return useMemo(() => {
    if (!module) return NO_INSIGHTS;
    const insights = module.searchInsights({appId, apiKey});
    return {
      insights: {insightsClient: insights.client},
      noteAnswers: (client) => {
        const noting = Object.create(client) as typeof client;
        noting.search = async (arg) => {
          const result = (await client.search(arg)) as {results?: InsightsModule.AnswerLike[]};
          result.results?.forEach((answer, i) => insights.noteAnswer(answer, arg.requests[i]?.indexName ?? ''));
          return result;
        };
        return noting;
      },
      onHitSelected: (hit) => {
        if (hit.objectID) insights.selected(hit.__autocomplete_queryID, hit.objectID);
      },
    };
  }, [module, appId, apiKey]);
}
