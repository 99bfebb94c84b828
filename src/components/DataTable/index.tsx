import React from 'react';
import styles from './styles.module.css';

export interface Column<Row> {
  label: string;
  /** What the cell shows for a row. */
  cell: (row: Row) => React.ReactNode;
  /** Keep the column on one line (names, types); long prose columns wrap. */
  nowrap?: boolean;
}

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** Stable key for each row. */
  rowKey: (row: Row) => string;
  /** Accessible name of the table; shown above it as a caption when `showCaption` is set. */
  caption: string;
  showCaption?: boolean;
}

/**
 * A reference table generated from a data module. Like every table in the docs it scrolls sideways
 * on narrow screens (see custom.css) instead of squeezing its columns, and it names itself for
 * screen readers.
 */
export default function DataTable<Row>({columns, rows, rowKey, caption, showCaption = false}: DataTableProps<Row>): React.ReactElement {
  return (
    <table className={styles.table} aria-label={showCaption ? undefined : caption}>
      {showCaption && <caption className={styles.caption}>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.label} className={column.nowrap ? styles.nowrap : styles.prose}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
