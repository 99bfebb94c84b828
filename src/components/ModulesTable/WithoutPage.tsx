import React from 'react';
import DataTable from '@site/src/components/DataTable';
import CommandLink from '@site/src/components/CommandLink';
import BulletList from '@site/src/components/BulletList';
import {modulesWithoutPage, type ModuleWithoutPage} from '@site/src/data/modules';

/** The rules of a module without a page: payout first, then its notes. */
const rules = (module: ModuleWithoutPage): readonly string[] => (module.payout ? [module.payout, ...module.notes] : module.notes);

/** Dashboard modules with no page of their own here: what they add, their settings and rules, their command page if any. */
export default function ModulesWithoutPageTable(): React.ReactElement {
  return (
    <DataTable
      caption="Modules without a page of their own"
      showCaption
      testId="modules-without-page"
      rowHeaders
      rows={modulesWithoutPage}
      rowKey={(m) => m.name}
      columns={[
        {label: 'Module', cell: (m) => m.name},
        {label: 'What it adds', cell: (m) => m.adds},
        {label: 'Settings', cell: (m) => (m.settings.length > 0 ? m.settings.join('; ') : 'None of its own')},
        {label: 'Rules', cell: (m) => <BulletList items={rules(m)} />},
        {label: 'Command', placeholder: '—', cell: (m) => m.command && <CommandLink name={m.command} />},
      ]}
    />
  );
}
