import React from 'react';
import styles from './styles.module.css';

export interface DataRow {
  key: string;
  /** The first cell, a row header (th scope="row"): what the row is about. */
  header: React.ReactNode;
  cells: readonly React.ReactNode[];
}

export interface RowHeaderTableProps {
  caption?: string;
  testId?: string;
  /** Column headings, the row header's column first. */
  columns: readonly string[];
  rows: readonly DataRow[];
}

/**
 * A full-width table generated from data: captioned, with row headers, and scrolling sideways on
 * narrow screens instead of squeezing or overflowing the page. Plain HTML, so it reads without
 * JavaScript. Every generated table on the chatbot pages goes through it.
 */
export default function RowHeaderTable({caption, testId, columns, rows}: RowHeaderTableProps): React.ReactElement {
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid={testId}>
        {caption && <caption className={styles.caption}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
