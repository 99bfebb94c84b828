import React from 'react';
import DataTable from '@site/src/components/DataTable';
import SettingsTable from '@site/src/components/SettingsTable';
import BulletList from '@site/src/components/BulletList';
import {platformLabels} from '@site/src/data/commands/types';
import {filterPenalties, newerFilters, type FilterWithoutPage} from '@site/src/data/filters';

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

function byId(id: string): FilterWithoutPage {
  const found = newerFilters.find((f) => f.id === id);
  if (!found) throw new Error(`No newer filter "${id}" in src/data/filters/newer.ts; known: ${newerFilters.map((f) => f.id).join(', ')}.`);
  return found;
}

/** One of the newer filters that has no page of its own: what it catches, what is unconfirmed, its settings. */
export function NewerFilter({id}: {id: string}): React.ReactElement {
  const filter = byId(id);
  return (
    <div data-testid={`newer-filter-${filter.id}`}>
      <p>
        <strong>Catches:</strong> {filter.catches}
      </p>
      {filter.unconfirmed && (
        <p>
          <strong>Not confirmed:</strong> {filter.unconfirmed}
        </p>
      )}
      <SettingsTable settings={filter.settings} caption={`${filter.name} filter settings`} />
      {filter.notes.length > 0 && <BulletList items={filter.notes} />}
    </div>
  );
}
