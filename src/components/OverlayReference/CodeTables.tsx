import React from 'react';
import DataTable from '@site/src/components/DataTable';
import InlineText from '@site/src/components/InlineText';
import {alertPlaceholders} from '@site/src/data/overlays/alertPlaceholders';
import {seApiMethods} from '@site/src/data/overlays/seApi';

/** Every placeholder an alert box's custom code can use. */
export function AlertPlaceholders(): React.ReactElement {
  return (
    <DataTable
      caption="Alert box placeholders"
      rows={alertPlaceholders}
      rowKey={(row) => row.name}
      columns={[
        {label: 'Placeholder', nowrap: true, cell: (row) => <code>{`{{${row.name}}}`}</code>},
        {label: 'Meaning', cell: (row) => <InlineText text={row.meaning} />},
        {label: 'Example', cell: (row) => <code>{row.example}</code>},
      ]}
    />
  );
}

/** The methods of the global SE_API object. */
export function SeApiMethods(): React.ReactElement {
  return (
    <DataTable
      caption="SE_API methods"
      rows={seApiMethods}
      rowKey={(row) => row.call}
      columns={[
        {label: 'Call', nowrap: true, cell: (row) => <code>{row.call}</code>},
        {label: 'Gives back', cell: (row) => <InlineText text={row.returns} />},
        {label: 'What it does', cell: (row) => <InlineText text={row.meaning} />},
      ]}
    />
  );
}
