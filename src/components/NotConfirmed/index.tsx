import React from 'react';
import styles from './styles.module.css';

/** What the marker means; shown as its tooltip and once under each list that uses it. */
export const notConfirmedMeaning =
  'Not confirmed: the provider’s newer pages show this only once or contradict each other, so check it in your own channel.';

/** A visible "not confirmed" label beside a fact the provider's own pages do not agree on. */
export default function NotConfirmed(): React.ReactElement {
  return (
    <span className={styles.label} title={notConfirmedMeaning}>
      not confirmed
    </span>
  );
}
