import React from 'react';
import DataTable from '@site/src/components/DataTable';
import InlineText from '@site/src/components/InlineText';
import {recentEntryFields, recentLists, sessionGroups} from '@site/src/data/overlays/sessionKeys';

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
            {label: 'Key', nowrap: true, cell: (row) => <code>{row.key}</code>},
            {
              label: 'Fields',
              cell: (row) =>
                row.fields.length === 0
                  ? 'a list'
                  : row.fields.map((field, index) => (
                      <React.Fragment key={field}>
                        {index > 0 && ', '}
                        <code>{field}</code>
                      </React.Fragment>
                    )),
            },
            {label: 'Holds', cell: (row) => <InlineText text={row.meaning} />},
          ]}
        />
      ))}
    </>
  );
}

export function RecentEntryFields(): React.ReactElement {
  return (
    <DataTable
      caption="Fields of an entry in a -recent list"
      rows={recentEntryFields}
      rowKey={(row) => row.field}
      columns={[
        {label: 'Field', nowrap: true, cell: (row) => <code>{row.field}</code>},
        {label: 'Meaning', cell: (row) => <InlineText text={row.meaning} />},
      ]}
    />
  );
}

/** The names of the `-recent` lists, inline and comma-separated. */
export function RecentListNames(): React.ReactElement {
  return (
    <>
      {recentLists.map((key, index) => (
        <React.Fragment key={key}>
          {index > 0 && ', '}
          <code>{key}</code>
        </React.Fragment>
      ))}
    </>
  );
}
