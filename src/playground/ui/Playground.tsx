/**
 * The widget playground, loaded when the visitor opens it (src/components/WidgetPlayground).
 * Editors and preview side by side on wide screens; on a phone one view at a time.
 */
import React, {useEffect, useState} from 'react';
import {resolveOpening, type Opening} from './initialState';
import Workbench from './Workbench';
import {injectStyles, styles} from './styles';

injectStyles();

export default function Playground({onClose, focusOnOpen = false}: {onClose: () => void; focusOnOpen?: boolean}): React.ReactElement {
  const [opening, setOpening] = useState<Opening | null>(null);
  useEffect(() => {
    let live = true;
    void resolveOpening(window.location).then((value) => live && setOpening(value));
    return () => {
      live = false;
    };
  }, []);
  if (!opening) return <p className={styles.note}>Preparing the playground…</p>;
  return <Workbench opening={opening} onClose={onClose} focusOnOpen={focusOnOpen} />;
}
