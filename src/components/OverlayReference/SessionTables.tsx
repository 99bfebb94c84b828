import React from 'react';
import DataTable from '@site/src/components/DataTable';
import TermTable from '@site/src/components/DataTable/TermTable';
import {codeColumn, textColumn} from '@site/src/components/DataTable/columns';
import CodeList from '@site/src/components/CodeList';
import {recentEntryFields, recentLists, sessionGroups, type SessionKey} from '@site/src/data/overlays/sessionKeys';

/** One table per kind of event: each session key, the fields of its object and what it holds. */
export function SessionKeys(): React.ReactElement {
  return (
    <>
      {sessionGroups.map((group) => (
        <DataTable
          key={group.title}
          caption={`Session keys: ${group.title}`}
          showCaption
          rows={group.keys}
          rowKey={(row) => row.key}
          columns={[
            codeColumn('Key', (row: SessionKey) => row.key),
            {label: 'Fields', cell: (row) => (row.fields.length === 0 ? 'a list' : <CodeList items={row.fields} />)},
            textColumn('Holds', (row: SessionKey) => row.meaning),
          ]}
        />
      ))}
    </>
  );
}

export function RecentEntryFields(): React.ReactElement {
  return <TermTable rows={recentEntryFields} caption="Fields of an entry in a -recent list" termLabel="Field" term={(row) => row.field} meaning={(row) => row.meaning} />;
}

/** The names of the `-recent` lists, inline and comma-separated. */
export function RecentListNames(): React.ReactElement {
  return <CodeList items={recentLists} />;
}
