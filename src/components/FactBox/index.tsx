import React from 'react';
import styles from './styles.module.css';

export interface Fact {
  term: string;
  content: React.ReactNode;
}

/** A short "at a glance" box of term/description pairs at the top of a reference page. */
export default function FactBox({title, facts}: {title: string; facts: readonly Fact[]}): React.ReactElement {
  return (
    <section className={styles.box} aria-label={title}>
      <p className={styles.title}>{title}</p>
      <dl className={styles.list}>
        {facts.map((fact) => (
          <div key={fact.term} className={styles.row}>
            <dt>{fact.term}</dt>
            <dd>{fact.content}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
