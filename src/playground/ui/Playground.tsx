/**
 * The widget playground, loaded when the visitor opens it (src/components/WidgetPlayground). It opens
 * in wide mode, the whole window; "Back to the page" (or Escape) puts it back in the page. A link
 * pasted into the address bar while the page is open (only the fragment changes) opens that link.
 */
import React, {useEffect, useState} from 'react';
import {fragmentLinksIntoPlayground} from './links';
import {DraftStore} from '@site/src/tools/drafts/store';
import {playgroundDrafts} from './drafts';
import {resolveOpening, type Opening} from './initialState';
import Workbench from './Workbench';
import {injectStyles, styles} from './styles';

injectStyles();

export default function Playground({onClose, focusOnOpen = false}: {onClose: () => void; focusOnOpen?: boolean}): React.ReactElement {
  const [opening, setOpening] = useState<{value: Opening; id: number} | null>(null);
  const [wide, setWide] = useState(true);
  // One store while the playground is open: it knows which version of the draft this tab last saw.
  const [drafts] = useState(() => new DraftStore(playgroundDrafts));
  useEffect(() => {
    let live = true;
    let id = 0;
    const resolve = () => {
      id += 1;
      const mine = id;
      void resolveOpening(window.location, drafts).then((value) => live && mine === id && setOpening({value, id: mine}));
    };
    resolve();
    const onHashChange = () => fragmentLinksIntoPlayground(window.location.hash) && resolve();
    window.addEventListener('hashchange', onHashChange);
    return () => {
      live = false;
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [drafts]);
  if (!opening) return <p className={styles.note}>Preparing the playground…</p>;
  // A new link starts a new workbench (its own run, world and draft rules); wide mode stays as it is.
  return <Workbench key={opening.id} opening={opening.value} drafts={drafts} onClose={onClose} focusOnOpen={focusOnOpen || opening.id > 1} wide={wide} onWide={setWide} />;
}
