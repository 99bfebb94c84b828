import React from 'react';
import Link from '@docusaurus/Link';
import CodeList from '@site/src/components/CodeList';
import DataTable from '@site/src/components/DataTable';
import TextWithCode from '@site/src/components/TextWithCode';
import {sessionGroups, sessionPlatformLabels, type SessionGroup, type SessionPlatform} from '@site/src/data/overlays/sessionKeys';

/** The full tables, with every key's fields and meaning, live on the events page. */
export const sessionTablesRoute = '/overlays/custom-widget-events#session-data';

/**
 * The session keys arranged by where they are filled: a table per platform, a row per kind of event
 * with its keys. Fields and meanings stay in the one set of tables on the events page.
 */
export default function SessionKeysByPlatform({platform}: {platform: SessionPlatform}): React.ReactElement {
  const groups = sessionGroups.filter((group) => group.platforms.includes(platform));
  return (
    <DataTable
      caption={`Session keys: ${sessionPlatformLabels[platform]}`}
      testId={`session-keys-${platform}`}
      rows={groups}
      rowKey={(group: SessionGroup) => group.title}
      columns={[
        {label: 'Kind', nowrap: true, cell: (group) => <Link to={sessionTablesRoute}>{group.title}</Link>},
        {label: 'Keys', cell: (group) => <CodeList items={group.keys.map((key) => key.key)} />},
        {label: 'Note', cell: (group) => {
          const note = group.platformNotes ? group.platformNotes[platform] : group.note;
          return note ? <TextWithCode text={note} /> : '—';
        }},
      ]}
    />
  );
}
