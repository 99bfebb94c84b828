import React from 'react';
import Link from '@docusaurus/Link';
import RowHeaderTable from '@site/src/components/RowHeaderTable';
import UserLevelBadge from '@site/src/components/UserLevelBadge';
import {commandPath} from '@site/src/data/commandRoutes';
import type {ModuleCommand} from '@site/src/data/modules';

/** The chat commands a module adds: how to type each, the lowest user level allowed, what it does. */
export default function ModuleCommandsTable({commands}: {commands: readonly ModuleCommand[]}): React.ReactElement {
  return (
    <RowHeaderTable
      testId="module-commands"
      columns={['Command', 'Who can use it', 'What it does']}
      rows={commands.map((c) => ({
        key: c.usage,
        header: (
          <Link to={commandPath(c.command)}>
            <code>{c.usage}</code>
          </Link>
        ),
        cells: [<UserLevelBadge key="level" level={c.level} />, c.does],
      }))}
    />
  );
}
