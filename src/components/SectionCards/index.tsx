import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface Card {
  title: string;
  to: string;
  description: string;
}

/**
 * A responsive grid of linked cards, used on overview pages to point at their sections. The link
 * is the title alone (its name for screen readers, and a clean `[title](url)` in the Markdown
 * twin); the description is text beside it, and the whole card answers a click.
 */
export default function SectionCards({cards}: {cards: readonly Card[]}): React.ReactElement {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to} className={styles.card}>
          <Link to={card.to} className={styles.link} data-card-link="">
            {card.title}
          </Link>
          <p className={styles.description}>{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
