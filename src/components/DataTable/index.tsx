import React from 'react';
import clsx from 'clsx';
import TableScroll from '@site/src/components/TableScroll';
import styles from './styles.module.css';

export interface Column<Row> {
  label: string;
  /** What the cell shows for a row. */
  cell: (row: Row) => React.ReactNode;
  /** Keep the column on one line (names, types); long prose columns wrap. */
  nowrap?: boolean;
  /** A column the reader can sort by: how it is sorted now, and what clicking its heading does. */
  sort?: {direction: SortDirection | 'none'; onSort: () => void};
}

export type SortDirection = 'ascending' | 'descending';

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
  /** Where the table has little room, show each row as a small card instead of scrolling. */
  stacked?: boolean;
  /** Shown across the table when there are no rows (e.g. nothing matches a filter). */
  empty?: React.ReactNode;
  /** data-* attributes of a row, for scripts and tests that pick rows out. */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string>;
  /** data-testid of the table, for browser tests. */
  testId?: string;
}

function SortButton({label, direction, onSort}: {label: string; direction: SortDirection | 'none'; onSort: () => void}): React.ReactElement {
  return (
    <button type="button" className={styles.sortButton} onClick={onSort}>
      {label}
      <span aria-hidden="true" className={styles.arrow}>
        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
      </span>
    </button>
  );
}

/**
 * A reference table generated from a data module. Like every table in the docs it fills the
 * content width and scrolls sideways inside its own box on narrow screens (see TableScroll), and
 * it names itself for screen readers. Plain HTML, so it reads without JavaScript.
 */
export default function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  showCaption = false,
  rowHeaders = false,
  stacked = false,
  empty,
  rowAttributes,
  testId,
}: DataTableProps<Row>): React.ReactElement {
  // Stacked rows are restyled as blocks, which makes some browsers forget the table semantics,
  // so the roles are spelled out there.
  const role = (name: string) => (stacked ? name : undefined);
  return (
    <TableScroll label={caption}>
      <table className={clsx(styles.table, stacked && styles.stacked)} role={role('table')} aria-label={showCaption ? undefined : caption} data-testid={testId}>
        {showCaption && <caption className={styles.caption}>{caption}</caption>}
        <thead role={role('rowgroup')}>
          <tr role={role('row')}>
            {columns.map((column) => (
              <th key={column.label} scope="col" role={role('columnheader')} aria-sort={column.sort?.direction}>
                {column.sort ? <SortButton label={column.label} {...column.sort} /> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role={role('rowgroup')}>
          {rows.map((row) => (
            <tr key={rowKey(row)} role={role('row')} {...rowAttributes?.(row)}>
              {columns.map((column, index) =>
                rowHeaders && index === 0 ? (
                  <th key={column.label} scope="row" role={role('rowheader')} className={column.nowrap ? styles.nowrap : undefined}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.label} role={role('cell')} className={column.nowrap ? styles.nowrap : styles.prose}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
          {rows.length === 0 && empty && (
            <tr role={role('row')}>
              <td colSpan={columns.length} role={role('cell')} className={styles.empty}>
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}
