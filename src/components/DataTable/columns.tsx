import React from 'react';
import TextWithCode from '@site/src/components/TextWithCode';
import type {Column} from './index';

/** A column of names shown as code on one line: field names, keys, error codes. */
export function codeColumn<Row>(label: string, value: (row: Row) => string): Column<Row> {
  return {label, nowrap: true, cell: (row) => <code>{value(row)}</code>};
}

/** A column of short reference prose, where `backticks` mark code. */
export function textColumn<Row>(label: string, value: (row: Row) => string): Column<Row> {
  return {label, cell: (row) => <TextWithCode text={value(row)} />};
}
