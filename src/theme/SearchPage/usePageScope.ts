import {useCallback, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {sectionOf} from '@site/src/data/sections';
import {referrerSection, SCOPE_PARAM, scopedInSearch} from '@site/src/search/pageView';

/**
 * The search page's scope (`?scope=api`, as the dialog's "See all results" carries it) and the
 * section the reader came from (for the popular pages offered when nothing is found). Widening the
 * scope drops the parameter from the address and searches again.
 */
export function usePageScope(): {scoped: boolean; setScoped: (scoped: boolean) => void; readerSection: string | undefined} {
  const location = useLocation();
  const history = useHistory();
  const scoped = scopedInSearch(location.search);
  const [readerSection] = useState(() => (typeof document === 'undefined' ? undefined : referrerSection(document.referrer, window.location.origin, sectionOf)));
  const setScoped = useCallback(
    (next: boolean) => {
      const params = new URLSearchParams(window.location.search);
      if (next) params.set(SCOPE_PARAM, 'api');
      else params.delete(SCOPE_PARAM);
      history.replace({...location, search: `?${params.toString()}`});
    },
    [history, location],
  );
  return {scoped, setScoped, readerSection};
}
