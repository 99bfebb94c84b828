import React from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import {ModuleCommandLinks} from '@site/src/components/ModuleSummary';
import {chatModules, modulePath, type ChatModule} from '@site/src/data/modules';

/** The modules index: one row per module with what it adds and its commands. Plain HTML, no script needed. */
export default function ModulesTable({modules = chatModules}: {modules?: readonly ChatModule[]}): React.ReactElement {
  return (
    <DataTable
      caption="Chatbot modules"
      showCaption
      testId="modules-table"
      rowHeaders
      rows={modules}
      rowKey={(m) => m.slug}
      columns={[
        {label: 'Module', cell: (m) => <Link to={modulePath(m)}>{m.name}</Link>},
        {label: 'What it adds', cell: (m) => m.adds},
        {label: 'Commands', cell: (m) => <ModuleCommandLinks module={m} />},
      ]}
    />
  );
}
