import React from 'react';
import styles from './styles.module.css';

export interface Fact {
  term: string;
  content: React.ReactNode;
}

/** Term/value pairs: one row each where there is room, the term above its value on phones. */
export function FactList({facts}: {facts: readonly Fact[]}): React.ReactElement {
  return (
    <dl className={styles.list}>
      {facts.map((fact) => (
        <div key={fact.term} className={styles.row}>
          <dt>{fact.term}</dt>
          <dd>{fact.content}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface FactBoxProps {
  /** Names the box for screen readers, and heads it unless `showTitle` is false. */
  title: string;
  showTitle?: boolean;
  facts: readonly Fact[];
  /** What comes before the facts, e.g. a summary and the syntax. */
  children?: React.ReactNode;
  testId?: string;
}

/** A short "at a glance" box at the top of a reference page: optional lead content, then the facts. */
export default function FactBox({title, showTitle = true, facts, children, testId}: FactBoxProps): React.ReactElement {
  return (
    <section className={styles.box} aria-label={title} data-testid={testId}>
      {showTitle && <p className={styles.title}>{title}</p>}
      {children}
      <FactList facts={facts} />
    </section>
  );
}
