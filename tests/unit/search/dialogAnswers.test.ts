import {describe, expect, it} from 'vitest';
import {dialogAnswers, forgetAnswer, withDialogAnswers} from '@site/src/theme/SearchBar/answers';

/** A search client whose answers settle when the test says, in any order. */
function heldClient() {
  const held = new Map<string, (nbHits: number) => void>();
  const client = {
    search: ({requests}: {requests: {query?: string}[]}) =>
      new Promise((resolve) => held.set(String(requests[0]?.query), (nbHits) => resolve({results: [{hits: [], nbHits, page: 0, nbPages: 1, hitsPerPage: 20, query: requests[0]?.query}]}))),
  };
  return {client, settle: (query: string, nbHits: number) => held.get(query)!(nbHits)};
}

describe('the dialog’s noted answer', () => {
  it('is the newest search’s, whatever order the answers settle in', async () => {
    forgetAnswer();
    const {client, settle} = heldClient();
    const dialog = withDialogAnswers(client, {embedded: true, readerSection: 'chatbot', scoped: () => false});
    // Typed key by key: the newest settles first, the ones typed past after it, with nothing found.
    const searches = ['p', 'pt', 'pts'].map((query) => dialog.search({requests: [{query}]}));
    settle('pts', 12);
    settle('p', 0);
    settle('pt', 0);
    await Promise.all(searches);
    expect(dialogAnswers.get()).toMatchObject({query: 'pts', nbHits: 12});
  });
});
