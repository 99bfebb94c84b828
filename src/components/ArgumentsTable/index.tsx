import React from 'react';
import styles from './styles.module.css';

export interface ArgumentRow {
  name: string;
  required: boolean;
  description: string;
}

/**
 * The words typed after a command or variable, with whether each is needed and what it means.
 * Roles are spelled out because the phone layout restyles the table as blocks, which makes
 * some browsers forget it is a table.
 */
export default function ArgumentsTable({items}: {items: readonly ArgumentRow[]}): React.ReactElement {
  return (
    <table className={styles.table} role="table">
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">Argument</th>
          <th scope="col" role="columnheader">Required</th>
          <th scope="col" role="columnheader">What to type</th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {items.map((item) => (
          <tr key={item.name} role="row">
            <th scope="row" role="rowheader">
              <code>{item.name}</code>
            </th>
            <td role="cell">{item.required ? 'Required' : 'Optional'}</td>
            <td role="cell">{item.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
