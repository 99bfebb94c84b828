import React, {useEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import {useDialogAnswer, type DialogAnswer} from './answers';
import {useDialogPart} from './useDialogPart';

/** How long results must stay unchanged before they are announced: typing is not interrupted per keystroke. */
export const ANNOUNCE_AFTER_MS = 500;

/** What a screen reader hears once results settle. */
export function statusText(answer: DialogAnswer, noResultsText: string): string {
  if (answer.nbHits === 0) return `${noResultsText} “${answer.query.trim()}”.${answer.fallback?.nearest.length ? ' Nearest pages are listed below.' : ''}`;
  const count = answer.nbHits === 1 ? '1 result' : `${answer.nbHits} results`;
  const where = answer.scoped ? ' in the API reference' : '';
  return answer.interpretation ? `${count}${where} for “${answer.interpretation}”.` : `${count}${where}.`;
}

/**
 * The dialog's live region (role="status"): the result count, or that nothing was found, read out
 * once the results have settled, so a screen-reader user knows what the list below the box holds
 * without leaving it. Visually hidden; the same words are on screen in other forms.
 */
export default function LiveStatus({container, query, noResultsText}: {container: HTMLElement; query: string; noResultsText: string}) {
  const modal = useDialogPart(container, '.DocSearch-Modal');
  const answer = useDialogAnswer();
  const [text, setText] = useState('');
  const current = answer && query.trim() !== '' && answer.query === query ? statusText(answer, noResultsText) : '';
  useEffect(() => {
    const timer = setTimeout(() => setText(current), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [current]);
  if (!modal) return null;
  return createPortal(
    <div role="status" className="search-visually-hidden" data-testid="search-status">
      {text}
    </div>,
    modal,
  );
}
