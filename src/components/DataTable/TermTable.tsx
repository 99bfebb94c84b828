import React from 'react';
import DataTable from './index';
import {codeColumn, textColumn} from './columns';

export interface TermTableProps<Row> {
  rows: readonly Row[];
  caption: string;
  /** Heading of the first column, e.g. "Field" or "Property". */
  termLabel: string;
  term: (row: Row) => string;
  meaning: (row: Row) => string;
  meaningLabel?: string;
}

/** The most common reference table: a code term and what it means. */
export default function TermTable<Row>({rows, caption, termLabel, term, meaning, meaningLabel = 'Meaning'}: TermTableProps<Row>): React.ReactElement {
  return <DataTable caption={caption} rows={rows} rowKey={term} columns={[codeColumn(termLabel, term), textColumn(meaningLabel, meaning)]} />;
}
