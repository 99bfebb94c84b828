import React from 'react';
import DataTable from '@site/src/components/DataTable';
import TermTable from '@site/src/components/DataTable/TermTable';
import {codeColumn, textColumn} from '@site/src/components/DataTable/columns';
import JsonBlock from '@site/src/components/JsonBlock';
import {envelopeFields, errorCodes, requestFields, tokenTypes, type ErrorCode, type FieldRow} from '@site/src/data/websockets/gateway';
import {gatewayMessages} from '@site/src/data/websockets/messages';

/**
 * Reference tables and example messages for the websocket gateway page, generated from
 * src/data/websockets so the page, the examples and the tests share one set of facts.
 */

function FieldTable({rows, caption, presenceLabel}: {rows: readonly FieldRow[]; caption: string; presenceLabel: string}) {
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.name}
      columns={[
        codeColumn('Field', (row: FieldRow) => row.name),
        {label: 'Type', nowrap: true, cell: (row) => row.type},
        textColumn(presenceLabel, (row: FieldRow) => row.presence),
        textColumn('Meaning', (row: FieldRow) => row.meaning),
      ]}
    />
  );
}

/** Fields of a client request (subscribe / unsubscribe). */
export function RequestFields(): React.ReactElement {
  return <FieldTable rows={requestFields} caption="Fields of a subscribe or unsubscribe request" presenceLabel="Required" />;
}

/** Fields of every message the gateway sends. */
export function EnvelopeFields(): React.ReactElement {
  return <FieldTable rows={envelopeFields} caption="Fields of a message from the gateway" presenceLabel="Present on" />;
}

export function TokenTypes(): React.ReactElement {
  return <TermTable caption="Token types" rows={tokenTypes} termLabel="token_type" term={(row) => row.name} meaningLabel="Token" meaning={(row) => row.meaning} />;
}

export function ErrorCodes(): React.ReactElement {
  return (
    <DataTable
      caption="Error codes"
      rows={errorCodes}
      rowKey={(row) => row.code}
      columns={[codeColumn('error', (row: ErrorCode) => row.code), textColumn('Meaning', (row: ErrorCode) => row.meaning), textColumn('What to do', (row: ErrorCode) => row.action)]}
    />
  );
}

export type GatewayMessageName = keyof typeof gatewayMessages;

/** One of the gateway page's example messages, by name. */
export function GatewayMessage({name, title}: {name: GatewayMessageName; title?: string}): React.ReactElement {
  return <JsonBlock value={gatewayMessages[name]} title={title} />;
}
