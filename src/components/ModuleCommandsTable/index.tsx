import React from 'react';
import CommandLink from '@site/src/components/CommandLink';
import DataTable from '@site/src/components/DataTable';
import UserLevelBadge from '@site/src/components/UserLevelBadge';
import type {ModuleCommand} from '@site/src/data/modules';

/**
 * The chat commands a module adds: how to type each, the lowest user level allowed, what it does.
 * The page's "Commands" heading introduces it, so its name is for screen readers only.
 */
export default function ModuleCommandsTable({commands}: {commands: readonly ModuleCommand[]}): React.ReactElement {
  return (
    <DataTable
      caption="Commands this module adds"
      testId="module-commands"
      rowHeaders
      rows={commands}
      rowKey={(c) => c.usage}
      columns={[
        {
          label: 'Command',
          cell: (c) => <CommandLink name={c.command}>{c.usage}</CommandLink>,
        },
        {label: 'Who can use it', nowrap: true, cell: (c) => <UserLevelBadge level={c.level} />},
        {label: 'What it does', cell: (c) => c.does},
      ]}
    />
  );
}
