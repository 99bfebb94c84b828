import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface Card {
  title: string;
  to: string;
  description: string;
}

/** A responsive grid of linked cards, used on overview pages to point at their sections. */
export default function SectionCards({cards}: {cards: readonly Card[]}): React.ReactElement {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to} className={styles.card}>
          <Link to={card.to} className={styles.link}>
            <span className={styles.title}>{card.title}</span>
            <span className={styles.description}>{card.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
