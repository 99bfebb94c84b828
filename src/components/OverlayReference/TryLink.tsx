import React from 'react';
import Link from '@docusaurus/Link';
import type {Column} from '@site/src/components/DataTable';
import styles from './styles.module.css';

/** The playground on /overlays/custom-widget with one event or field preselected (`?try=`). */
export const playgroundLink = (name: string): string => `/overlays/custom-widget?try=${encodeURIComponent(name)}#playground`;

/** "Try" link into the playground; its accessible name says what it opens. */
export function TryLink({name, target = name}: {name: string; target?: string}): React.ReactElement {
  return (
    <Link to={playgroundLink(target)} data-try={target}>
      Try<span className={styles.visuallyHidden}> {name} in the widget playground</span>
    </Link>
  );
}

/** A table column of Try links, one per row. */
export function tryColumn<Row>(name: (row: Row) => string, target: (row: Row) => string = name): Column<Row> {
  return {label: 'Playground', nowrap: true, cell: (row) => <TryLink name={name(row)} target={target(row)} />};
}
