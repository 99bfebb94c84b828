// Theme override (eject). Why: The spec’s one-sentence "New version available — reload", announced
// to screen readers.
// Drop it when plugin-pwa’s popup text and announcement match. Listed in
// tests/unit/tripwires/themeOverrides.ts.
import React, {useState} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface Props {
  readonly onReload: () => void;
}

export default function PwaReloadPopup({onReload}: Props): React.ReactNode {
  const [visible, setVisible] = useState(true);
  if (!visible) return null;
  return (
    <div className={clsx('alert', 'alert--secondary', styles.popup)} role="status">
      <p>
        New version available —{' '}
        <button
          className={clsx('button', 'button--link', styles.reload)}
          type="button"
          onClick={() => {
            setVisible(false);
            onReload();
          }}>
          reload
        </button>
      </p>
      <button aria-label="Close" className="close" type="button" onClick={() => setVisible(false)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
