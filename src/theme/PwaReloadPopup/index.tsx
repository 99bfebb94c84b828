// Ejected from @docusaurus/plugin-pwa: the spec's text is one sentence with the action in it,
// "New version available — reload", and screen readers must hear it when it appears.
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
