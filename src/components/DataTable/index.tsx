import React from 'react';
import TableScroll from '@site/src/components/TableScroll';
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
  /** The first column names its row: its cells are row headers (th scope="row"). */
  rowHeaders?: boolean;
  /** data-testid of the table, for browser tests. */
  testId?: string;
}

/**
 * A reference table generated from a data module. Like every table in the docs it fills the
 * content width and scrolls sideways inside its own box on narrow screens (see TableScroll), and
 * it names itself for screen readers. Plain HTML, so it reads without JavaScript.
 */
export default function DataTable<Row>({columns, rows, rowKey, caption, showCaption = false, rowHeaders = false, testId}: DataTableProps<Row>): React.ReactElement {
  return (
    <TableScroll>
      <table className={styles.table} aria-label={showCaption ? undefined : caption} data-testid={testId}>
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
              {columns.map((column, index) => {
                if (rowHeaders && index === 0)
                  return (
                    <th key={column.label} scope="row" className={column.nowrap ? styles.nowrap : undefined}>
                      {column.cell(row)}
                    </th>
                  );
                return (
                  <td key={column.label} className={column.nowrap ? styles.nowrap : styles.prose}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
