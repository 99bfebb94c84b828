import React from 'react';
import Link from '@docusaurus/Link';
import ScrollTable from '@site/src/components/ScrollTable';
import UserLevelBadge from '@site/src/components/UserLevelBadge';
import {commandPath} from '@site/src/data/commandRoutes';
import type {ModuleCommand} from '@site/src/data/modules';

/** The chat commands a module adds: how to type each, the lowest user level allowed, what it does. */
export default function ModuleCommandsTable({commands}: {commands: readonly ModuleCommand[]}): React.ReactElement {
  return (
    <ScrollTable testId="module-commands">
      <thead>
        <tr>
          <th scope="col">Command</th>
          <th scope="col">Who can use it</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {commands.map((c) => (
          <tr key={c.usage}>
            <th scope="row">
              <Link to={commandPath(c.command)}>
                <code>{c.usage}</code>
              </Link>
            </th>
            <td>
              <UserLevelBadge level={c.level} />
            </td>
            <td>{c.does}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
