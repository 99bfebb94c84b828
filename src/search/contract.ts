import type {SearchRequest, SearchResponse} from './client';

/** The part of the hosted search client that DocSearch and the search page use. */
export interface SearchClientLike {
  appId: string;
  transporter: {algoliaAgent: {value: string; add: (agent: {segment: string; version?: string}) => void}};
  addAlgoliaAgent: (segment: string, version?: string) => void;
  search: (arg: {requests: SearchRequest[]} | SearchRequest[]) => Promise<{results: SearchResponse[]}>;
  clearCache: () => Promise<void>;
}

/**
 * Wraps a function that answers a multi-query into the DocSearch search-client contract
 * (`search`, `addAlgoliaAgent`, `transporter.algoliaAgent`). Kept free of engine imports so the
 * first-load bundle can hold it.
 */
export function createSearchClient(run: (requests: SearchRequest[]) => Promise<SearchResponse[]>): SearchClientLike {
  const agents: string[] = ['Embedded search (1.0.0)'];
  const algoliaAgent = {
    get value() {
      return agents.join('; ');
    },
    add({segment, version}: {segment: string; version?: string}) {
      const entry = version ? `${segment} (${version})` : segment;
      if (!agents.includes(entry)) agents.push(entry);
    },
  };
  return {
    appId: 'embedded',
    transporter: {algoliaAgent},
    addAlgoliaAgent: (segment, version) => algoliaAgent.add({segment, version}),
    search: async (arg) => ({results: await run(Array.isArray(arg) ? arg : arg.requests)}),
    clearCache: async () => {},
  };
}
