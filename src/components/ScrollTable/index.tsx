import React from 'react';
import styles from './styles.module.css';

export interface ScrollTableProps {
  caption?: string;
  testId?: string;
  /** The table's thead and tbody. */
  children: React.ReactNode;
}

/**
 * A full-width data table that scrolls sideways on narrow screens instead of squeezing or
 * overflowing the page. Every generated table on the chatbot pages goes through it.
 */
export default function ScrollTable({caption, testId, children}: ScrollTableProps): React.ReactElement {
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid={testId}>
        {caption && <caption className={styles.caption}>{caption}</caption>}
        {children}
      </table>
    </div>
  );
}
