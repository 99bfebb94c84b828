import React from 'react';
import Link from '@docusaurus/Link';
import ScrollTable from '@site/src/components/ScrollTable';
import {ModuleCommandLinks} from '@site/src/components/ModuleSummary';
import {chatModules, modulePath, type ChatModule} from '@site/src/data/modules';

/** The modules index: one row per module with what it adds and its commands. Plain HTML, no script needed. */
export default function ModulesTable({modules = chatModules}: {modules?: readonly ChatModule[]}): React.ReactElement {
  return (
    <ScrollTable caption="Chatbot modules" testId="modules-table">
      <thead>
        <tr>
          <th scope="col">Module</th>
          <th scope="col">What it adds</th>
          <th scope="col">Commands</th>
        </tr>
      </thead>
      <tbody>
        {modules.map((m) => (
          <tr key={m.slug}>
            <th scope="row">
              <Link to={modulePath(m)}>{m.name}</Link>
            </th>
            <td>{m.adds}</td>
            <td>
              <ModuleCommandLinks module={m} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
