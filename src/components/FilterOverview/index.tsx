import React from 'react';
import DataTable from '@site/src/components/DataTable';
import {platformLabels} from '@site/src/data/commands/types';
import {filterPenalties} from '@site/src/data/filters';

/** The penalties a filter can give, harshest first, with the platforms each works on. */
export function FilterPenaltiesTable(): React.ReactElement {
  return (
    <DataTable
      caption="Filter penalties, harshest first"
      showCaption
      testId="filter-penalties"
      rowHeaders
      rows={filterPenalties}
      rowKey={(p) => p.id}
      columns={[
        {label: 'Penalty', nowrap: true, cell: (p) => p.label},
        {label: 'What it does', cell: (p) => p.does},
        {label: 'Works on', cell: (p) => (p.platforms ? p.platforms.map((id) => platformLabels[id]).join(', ') + ' only' : 'Every platform')},
      ]}
    />
  );
}
