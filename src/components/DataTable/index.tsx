import React from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import TableScroll from '@site/src/components/TableScroll';
import styles from './styles.module.css';

export interface Column<Row> {
  label: string;
  /**
   * What the cell shows for a row. Nothing (null, undefined, '' or false) is an empty value: the
   * cell shows `placeholder`, and a row's card on a phone leaves the field out.
   */
  cell: (row: Row) => React.ReactNode;
  /** What an empty cell shows in the table, such as "none" or a dash. */
  placeholder?: React.ReactNode;
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
  /** Shown across the table when there are no rows (e.g. nothing matches a filter). */
  empty?: React.ReactNode;
  /** data-* attributes of a row, for scripts and tests that pick rows out. */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string>;
  /** data-testid of the table, for browser tests. */
  testId?: string;
}

/**
 * A column heading that sorts the table. Sorting needs the app: the server renders the label and
 * an arrow that a page without JavaScript hides (`data-needs-js`, docs-dev/reading.md), and the
 * button takes their place once the page has hydrated, with the same look.
 */
function SortButton({label, direction, onSort}: {label: string; direction: SortDirection | 'none'; onSort: () => void}): React.ReactElement {
  const ready = useIsBrowser();
  const arrow = (
    <span aria-hidden="true" className={styles.arrow} data-needs-js="">
      {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
    </span>
  );
  if (!ready) {
    return (
      <span className={styles.sortButton}>
        {label}
        {arrow}
      </span>
    );
  }
  return (
    <button type="button" className={styles.sortButton} onClick={onSort}>
      {label}
      {arrow}
    </button>
  );
}

const isEmptyValue = (content: React.ReactNode) => content === null || content === undefined || content === '' || content === false;

/**
 * A reference table generated from a data module. Like every table in the docs it fills the
 * content width, and it names itself for screen readers. Plain HTML, so it reads without
 * JavaScript. Below the desktop breakpoint each row is a card (`data-cards`, the cell's column in
 * `data-label`, empty values left out: docs-dev/reading.md); the table semantics are spelled out
 * as roles, since some browsers forget them for a table that is not displayed as one.
 */
export default function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  showCaption = false,
  rowHeaders = false,
  empty,
  rowAttributes,
  testId,
}: DataTableProps<Row>): React.ReactElement {
  return (
    <TableScroll label={caption}>
      <table className={styles.table} role="table" aria-label={showCaption ? undefined : caption} data-testid={testId} data-cards="">
        {showCaption && <caption className={styles.caption}>{caption}</caption>}
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.label} scope="col" role="columnheader" aria-sort={column.sort?.direction}>
                {column.sort ? <SortButton label={column.label} {...column.sort} /> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" {...rowAttributes?.(row)}>
              {columns.map((column, index) => {
                const content = column.cell(row);
                const cell = {
                  'data-label': column.label,
                  'data-empty': isEmptyValue(content) ? '' : undefined,
                  children: isEmptyValue(content) ? column.placeholder : content,
                };
                return rowHeaders && index === 0 ? (
                  <th key={column.label} scope="row" role="rowheader" className={column.nowrap ? styles.nowrap : undefined} {...cell} />
                ) : (
                  <td key={column.label} role="cell" className={column.nowrap ? styles.nowrap : styles.prose} {...cell} />
                );
              })}
            </tr>
          ))}
          {rows.length === 0 && empty && (
            <tr role="row">
              <td colSpan={columns.length} role="cell" className={styles.empty}>
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}
