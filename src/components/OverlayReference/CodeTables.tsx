import React from 'react';
import DataTable from '@site/src/components/DataTable';
import {codeColumn, textColumn} from '@site/src/components/DataTable/columns';
import {alertPlaceholders, type Placeholder} from '@site/src/data/overlays/alertPlaceholders';
import {seApiMethods, type ApiMethod} from '@site/src/data/overlays/seApi';

/** Every placeholder an alert box's custom code can use. */
export function AlertPlaceholders(): React.ReactElement {
  return (
    <DataTable
      caption="Alert box placeholders"
      rows={alertPlaceholders}
      rowKey={(row) => row.name}
      columns={[
        codeColumn('Placeholder', (row: Placeholder) => `{{${row.name}}}`),
        textColumn('Meaning', (row: Placeholder) => (row.aliases ? `${row.meaning} Also written ${row.aliases.map((alias) => `{{${alias}}}`).join(' or ')}.` : row.meaning)),
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
      columns={[codeColumn('Call', (row: ApiMethod) => row.call), textColumn('Gives back', (row: ApiMethod) => row.returns), textColumn('What it does', (row: ApiMethod) => row.meaning)]}
    />
  );
}
