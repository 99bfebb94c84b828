import React from 'react';
import DataTable from '@site/src/components/DataTable';
import {customCommandOptions} from '@site/src/data/commands/customCommandOptions';

/** The options `!command options` accepts, generated from src/data/commands/customCommandOptions.ts. */
export default function CommandOptionsTable(): React.ReactElement {
  return (
    <DataTable
      caption="Custom command options"
      rowHeaders
      rows={customCommandOptions}
      rowKey={(option) => option.flag}
      columns={[
        {label: 'Option', nowrap: true, cell: (option) => <code>{option.flag}</code>},
        {label: 'What it changes', cell: (option) => option.meaning},
        {label: 'Value', cell: (option) => option.values},
        {label: 'Example', nowrap: true, cell: (option) => <code>{option.example}</code>},
      ]}
    />
  );
}
