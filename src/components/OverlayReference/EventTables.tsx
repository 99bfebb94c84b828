import React from 'react';
import DataTable from '@site/src/components/DataTable';
import InlineText from '@site/src/components/InlineText';
import {chatMessageFields} from '@site/src/data/overlays/chatMessage';
import {alertEventFields, listeners, windowEvents, type DetailField, type WindowEvent} from '@site/src/data/overlays/widgetEvents';

function DetailTable({rows, caption}: {rows: readonly DetailField[]; caption: string}) {
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.path}
      columns={[
        {label: 'Field', nowrap: true, cell: (row) => <code>{row.path}</code>},
        {label: 'Meaning', cell: (row) => <InlineText text={row.meaning} />},
      ]}
    />
  );
}

/** When one window event fires, then the fields of its `obj.detail`. */
export function WindowEventDetail({name}: {name: WindowEvent['name']}): React.ReactElement {
  const event = windowEvents.find((candidate) => candidate.name === name);
  if (!event) throw new Error(`Unknown widget event "${name}"`);
  return (
    <>
      <p>
        <strong>Fires:</strong> <InlineText text={event.when} />
      </p>
      <DetailTable rows={event.detail} caption={`What ${event.name} carries`} />
    </>
  );
}

/** Every value of `obj.detail.listener`. */
export function Listeners(): React.ReactElement {
  return (
    <DataTable
      caption="Listeners of onEventReceived"
      rows={listeners}
      rowKey={(row) => row.name}
      columns={[
        {label: 'listener', nowrap: true, cell: (row) => <code>{row.name}</code>},
        {label: 'When', cell: (row) => <InlineText text={row.when} />},
        {label: 'Event fields', cell: (row) => <InlineText text={row.fields} />},
      ]}
    />
  );
}

export function AlertEventFields(): React.ReactElement {
  return <DetailTable rows={alertEventFields} caption="Fields of obj.detail.event for -latest listeners" />;
}

export function ChatMessageFields(): React.ReactElement {
  return (
    <DataTable
      caption="Fields of a chat message (obj.detail.event.data)"
      rows={chatMessageFields}
      rowKey={(row) => row.path}
      columns={[
        {label: 'Field', nowrap: true, cell: (row) => <code>{row.path}</code>},
        {label: 'Type', nowrap: true, cell: (row) => row.type},
        {label: 'Platform', nowrap: true, cell: (row) => row.platform},
        {label: 'Meaning', cell: (row) => <InlineText text={row.meaning} />},
      ]}
    />
  );
}
