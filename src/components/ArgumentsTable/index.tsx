import React from 'react';
import styles from './styles.module.css';

export interface ArgumentRow {
  name: string;
  required: boolean;
  description: string;
}

/** The words typed after a command or variable, with whether each is needed and what it means. */
export default function ArgumentsTable({items, caption}: {items: readonly ArgumentRow[]; caption?: string}): React.ReactElement {
  return (
    <table className={styles.table}>
      {caption && <caption className={styles.caption}>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">Argument</th>
          <th scope="col">Required</th>
          <th scope="col">What to type</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.name}>
            <th scope="row">
              <code>{item.name}</code>
            </th>
            <td>{item.required ? 'Required' : 'Optional'}</td>
            <td>{item.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
