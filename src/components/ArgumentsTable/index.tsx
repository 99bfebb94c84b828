import React from 'react';
import DataTable from '@site/src/components/DataTable';

export interface ArgumentRow {
  name: string;
  required: boolean;
  description: string;
}

/**
 * The words typed after a command, with whether each is needed and what it means. On phones each
 * argument is a card: name, whether it is needed, what to type.
 */
export default function ArgumentsTable({items, caption}: {items: readonly ArgumentRow[]; caption: string}): React.ReactElement {
  return (
    <DataTable
      caption={caption}
      rowHeaders
      rows={items}
      rowKey={(item) => item.name}
      columns={[
        {label: 'Argument', nowrap: true, cell: (item) => <code>{item.name}</code>},
        {label: 'Required', nowrap: true, cell: (item) => (item.required ? 'Required' : 'Optional')},
        {label: 'What to type', cell: (item) => item.description},
      ]}
    />
  );
}
