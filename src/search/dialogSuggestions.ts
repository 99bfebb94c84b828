import type {SearchRequest, SearchResponse} from './client';

/**
 * DocSearch 3 shows "Try searching for" on its no-results screen from its own context, which it
 * fills only with the section names of earlier results, never on a fresh dialog. The one way in is
 * that context: it takes the section names (lvl0) of the hits a search returns when there are
 * more of them than it holds. So, when a search has no results, the client answers with
 * "carrier" hits whose lvl0 are the suggestions (then unseen fillers, one more group than ever
 * before, so the context is replaced), and transformItems drops every carrier before anything is
 * rendered: nbHits stays 0 and the dialog shows its own no-results screen with these suggestions.
 */
const CARRIER = '__searchSuggestion';

type Client = {search: (arg: {requests: SearchRequest[]}) => Promise<unknown>};
type Results = {results: (SearchResponse | undefined)[]};

let mostGroups = 0;

function carrier(lvl0: string, n: number) {
  const hierarchy = {lvl0, lvl1: lvl0, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  return {objectID: `${CARRIER}-${n}`, url: '', type: 'lvl1', hierarchy, content: null, [CARRIER]: true};
}

export const isSuggestionCarrier = (item: object): boolean => CARRIER in item;

function groupsIn(response: SearchResponse | undefined): number {
  return new Set((response?.hits ?? []).map((h) => h.hierarchy?.lvl0)).size;
}

/**
 * Wraps the dialog's search client. `suggest` gives suggestions for a request with no results
 * (the embedded engine puts them on its answer already; hosted search asks the index again).
 */
export function withSuggestions<T extends Client>(client: T, suggest: (request: SearchRequest, response: SearchResponse) => Promise<string[]>): T {
  const wrapped = Object.create(client) as T;
  wrapped.search = async (arg) => {
    const answer = (await client.search(arg)) as Results;
    const [first, ...rest] = answer.results;
    const request = arg.requests[0];
    mostGroups = Math.max(mostGroups, groupsIn(first));
    if (!first || !request || first.nbHits > 0 || String(request.query ?? '').trim() === '') return answer;
    const suggestions = (await suggest(request, first).catch(() => [])).slice(0, 3);
    // Fewer than three would let fillers show; the dialog's own (earlier sections) are then kept.
    if (suggestions.length < 3) return answer;
    const groups = Math.max(mostGroups + 1, suggestions.length);
    mostGroups = groups;
    const lvl0s = [...suggestions, ...Array.from({length: groups - suggestions.length}, (_, n) => `\u2063${n}`)];
    return {...answer, results: [{...first, hits: lvl0s.map(carrier)}, ...rest]};
  };
  return wrapped;
}
