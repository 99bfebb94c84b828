import React from 'react';
import DataTable from '@site/src/components/DataTable';
import TermTable from '@site/src/components/DataTable/TermTable';
import {codeColumn, textColumn} from '@site/src/components/DataTable/columns';
import CodeList from '@site/src/components/CodeList';
import TextWithCode from '@site/src/components/TextWithCode';
import {recentEntryFields, recentListLength, recentLists, sessionGroups, type SessionKey} from '@site/src/data/overlays/sessionKeys';

/** One table per kind of event: each session key, the fields of its object and what it holds. */
export function SessionKeys(): React.ReactElement {
  return (
    <>
      {sessionGroups.map((group) => (
        <React.Fragment key={group.title}>
          <DataTable
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
          {group.note && (
            <p>
              <TextWithCode text={group.note} />
            </p>
          )}
        </React.Fragment>
      ))}
    </>
  );
}

export function RecentEntryFields(): React.ReactElement {
  return <TermTable rows={recentEntryFields} caption="Fields of an entry in a -recent list" termLabel="Field" term={(row) => row.field} meaning={(row) => row.meaning} />;
}

/** How many events a recent list keeps, as a number in running text. */
export function RecentListLength(): React.ReactElement {
  return <>{recentListLength}</>;
}

/** The last position in a `-recent` list (they start at 0), as a number in running text. */
export function RecentListLastIndex(): React.ReactElement {
  return <>{recentListLength - 1}</>;
}

/** The names of the `-recent` lists, inline and comma-separated. */
export function RecentListNames(): React.ReactElement {
  return <CodeList items={recentLists} />;
}
