import React from 'react';
import Link from '@docusaurus/Link';
import RowHeaderTable from '@site/src/components/RowHeaderTable';
import {ModuleCommandLinks} from '@site/src/components/ModuleSummary';
import {chatModules, modulePath, type ChatModule} from '@site/src/data/modules';

/** The modules index: one row per module with what it adds and its commands. Plain HTML, no script needed. */
export default function ModulesTable({modules = chatModules}: {modules?: readonly ChatModule[]}): React.ReactElement {
  return (
    <RowHeaderTable
      caption="Chatbot modules"
      testId="modules-table"
      columns={['Module', 'What it adds', 'Commands']}
      rows={modules.map((m) => ({
        key: m.slug,
        header: <Link to={modulePath(m)}>{m.name}</Link>,
        cells: [m.adds, <ModuleCommandLinks key="commands" module={m} />],
      }))}
    />
  );
}
