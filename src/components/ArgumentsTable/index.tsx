import React from 'react';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

export interface ArgumentRow {
  name: string;
  required: boolean;
  description: string;
}

/**
 * The words typed after a command, with whether each is needed and what it means. On phones each
 * argument becomes a small block: name, whether it is needed, what to type.
 */
export default function ArgumentsTable({items, caption}: {items: readonly ArgumentRow[]; caption: string}): React.ReactElement {
  return (
    <DataTable
      caption={caption}
      rowHeaders
      stacked
      rows={items}
      rowKey={(item) => item.name}
      columns={[
        {label: 'Argument', nowrap: true, cell: (item) => <code>{item.name}</code>},
        {label: 'Required', nowrap: true, cell: (item) => <span className={styles.required}>{item.required ? 'Required' : 'Optional'}</span>},
        {label: 'What to type', cell: (item) => item.description},
      ]}
    />
  );
}
