import React from 'react';
import {createPortal} from 'react-dom';
import {SCOPES} from '@site/src/search/scope';
import {useDialogAnswer} from './answers';
import {useDialogPart} from './useDialogPart';

/** The scope toggle's label: what a reader sees pressed while the dialog searches the API only. */
export const API_SCOPE_LABEL = 'API only';
export const showingResultsFor = (interpretation: string) => `Showing results for “${interpretation}”`;

/**
 * A row under the search box: the API scope, which the reader sees and can switch off or on (the
 * dialog starts in it on /api), and, when the vocabulary read the query in the docs' words, what
 * it searched for ("Showing results for “custom command”"). Drawn into DocSearch's search bar, so it
 * sits in the dialog's Tab order right after the search box.
 */
export default function ScopeBar({container, scoped, query, onToggle}: {container: HTMLElement; scoped: boolean; query: string; onToggle: () => void}) {
  const bar = useDialogPart(container, '.DocSearch-SearchBar');
  const answer = useDialogAnswer();
  if (!bar) return null;
  const interpretation = answer && answer.query === query && answer.nbHits > 0 ? answer.interpretation : undefined;
  return createPortal(
    <div className="search-scope-bar">
      <button type="button" className="search-scope" aria-pressed={scoped} title={scoped ? `Searching the ${SCOPES.api.label} only: press to search every page` : `Search the ${SCOPES.api.label} only`} onClick={onToggle}>
        {API_SCOPE_LABEL}
        {scoped && (
          <span className="search-scope-remove" aria-hidden="true">
            ×
          </span>
        )}
      </button>
      {interpretation && <p className="search-interpretation">{showingResultsFor(interpretation)}</p>}
    </div>,
    bar,
  );
}
