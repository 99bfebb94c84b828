import React from 'react';
import DataTable from '@site/src/components/DataTable';
import TermTable from '@site/src/components/DataTable/TermTable';
import {codeColumn, textColumn} from '@site/src/components/DataTable/columns';
import TextWithCode from '@site/src/components/TextWithCode';
import {chatMessageFields, type ChatField} from '@site/src/data/overlays/chatMessage';
import {TryLink, tryColumn} from './TryLink';
import {alertEventFields, listeners, windowEvents, type Listener, type WindowEvent} from '@site/src/data/overlays/widgetEvents';

/** When one window event fires, then the fields of its `obj.detail`. */
export function WindowEventDetail({name}: {name: WindowEvent['name']}): React.ReactElement {
  const event = windowEvents.find((candidate) => candidate.name === name);
  if (!event) throw new Error(`Unknown widget event "${name}"`);
  return (
    <>
      <p>
        <strong>Fires:</strong> <TextWithCode text={event.when} /> <TryLink name={event.name} />
      </p>
      <TermTable rows={event.detail} caption={`What ${event.name} carries`} termLabel="Field" term={(row) => row.path} meaning={(row) => row.meaning} />
    </>
  );
}

/** When a listener fires, with the reason it is not confirmed where the provider's list leaves it out. */
function ListenerWhen({listener}: {listener: Listener}): React.ReactElement {
  return (
    <>
      <TextWithCode text={listener.when} />
      {listener.unconfirmed && (
        <>
          {' '}
          <strong>Not confirmed:</strong> <TextWithCode text={listener.unconfirmed} />
        </>
      )}
    </>
  );
}

/** Every value of `obj.detail.listener`. */
export function Listeners(): React.ReactElement {
  return (
    <>
      <DataTable
        caption="Listeners of onEventReceived"
        rows={listeners}
        rowKey={(row) => row.name}
        columns={[
          codeColumn('listener', (row: Listener) => row.name),
          {label: 'When', cell: (row: Listener) => <ListenerWhen listener={row} />},
          textColumn('Event fields', (row: Listener) => row.fields),
          tryColumn((row: Listener) => row.name),
        ]}
      />
    </>
  );
}

export function AlertEventFields(): React.ReactElement {
  return <TermTable rows={alertEventFields} caption="Fields of obj.detail.event for -latest listeners" termLabel="Field" term={(row) => row.path} meaning={(row) => row.meaning} />;
}

export function ChatMessageFields(): React.ReactElement {
  return (
    <DataTable
      caption="Fields of a chat message (obj.detail.event.data)"
      rows={chatMessageFields}
      rowKey={(row) => row.path}
      columns={[
        codeColumn('Field', (row: ChatField) => row.path),
        {label: 'Type', nowrap: true, cell: (row) => row.type},
        {label: 'Platform', nowrap: true, cell: (row) => row.platform},
        textColumn('Meaning', (row: ChatField) => row.meaning),
      ]}
    />
  );
}
