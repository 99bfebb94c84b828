import React from 'react';
import DataTable from '@site/src/components/DataTable';
import BulletList from '@site/src/components/BulletList';
import type {MessageTemplate, Placeholder} from '@site/src/data/settings';
import styles from './styles.module.css';

export interface TemplateTableProps {
  templates: readonly MessageTemplate[];
  placeholders: readonly Placeholder[];
}

/**
 * Message templates and the `{placeholders}` they accept: one table of templates (when each is
 * sent, which placeholders it takes, its default text) and one of what each placeholder becomes.
 */
export default function TemplateTable({templates, placeholders}: TemplateTableProps): React.ReactElement {
  return (
    <div>
      {templates.length > 0 && (
        <DataTable
          caption="Message templates"
          showCaption
          testId="template-table"
          rowHeaders
          rows={templates}
          rowKey={(t) => t.name}
          columns={[
            {label: 'Template', nowrap: true, cell: (t) => t.name},
            {label: 'Sent when', cell: (t) => t.sentWhen},
            {label: 'Placeholders', cell: (t) => <BulletList className={styles.tokens} items={t.placeholders} renderItem={(token) => <code>{token}</code>} />},
            {label: 'Default text', cell: (t) => (t.default ? <code className={styles.default}>{t.default}</code> : 'Not published')},
          ]}
        />
      )}
      {placeholders.length > 0 && (
        <DataTable
          caption="Placeholders"
          showCaption
          testId="placeholder-table"
          rowHeaders
          rows={placeholders}
          rowKey={(p) => p.token}
          columns={[
            {label: 'Placeholder', cell: (p) => <code>{p.token}</code>},
            {label: 'Replaced with', cell: (p) => p.meaning},
          ]}
        />
      )}
    </div>
  );
}
