import React, {useMemo} from 'react';
import Link from '@docusaurus/Link';
import type * as InsightsModule from '@site/src/search/insights';

type SearchClient = {search: (arg: {requests: {indexName: string; query?: string}[]}) => Promise<unknown>};
type HitProps = {hit: {url: string; objectID?: string; __autocomplete_queryID?: string}; children: React.ReactNode};

function HitLink({hit, children}: HitProps) {
  return <Link to={hit.url}>{children}</Link>;
}

export interface DialogInsights {
  /** DocSearch's `insights` option: false, or the site's insights client. */
  insights: false | {insightsClient: InsightsModule.SearchInsights['client']};
  /** Wraps the search client so each answer's hit order is remembered (for selection positions). */
  noteAnswers: <T extends SearchClient>(client: T) => T;
  hitComponent: (props: HitProps) => React.ReactElement;
}

const NO_INSIGHTS: DialogInsights = {insights: false, noteAnswers: (client) => client, hitComponent: HitLink};

/**
 * The dialog's side of click analytics (src/search/insights.ts); nothing without DOCSEARCH_INSIGHTS.
 * The hit link reports its own selection because DocSearch 3.9 reports none for a click on the
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
      hitComponent: function InsightsHitLink({hit, children}: HitProps) {
        return (
          <Link to={hit.url} onClick={() => hit.objectID && insights.selected(hit.__autocomplete_queryID, hit.objectID)}>
            {children}
          </Link>
        );
      },
    };
  }, [module, appId, apiKey]);
}
