import React from 'react';
import RowHeaderTable from '@site/src/components/RowHeaderTable';
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
        <RowHeaderTable
          caption="Message templates"
          testId="template-table"
          columns={['Template', 'Sent when', 'Placeholders', 'Default text']}
          rows={templates.map((t) => ({
            key: t.name,
            header: <span className={styles.name}>{t.name}</span>,
            cells: [
              t.sentWhen,
              <ul key="tokens" className={styles.tokens}>
                {t.placeholders.map((token) => (
                  <li key={token}>
                    <code>{token}</code>
                  </li>
                ))}
              </ul>,
              t.default ? <code className={styles.default}>{t.default}</code> : 'Not published',
            ],
          }))}
        />
      )}
      {placeholders.length > 0 && (
        <RowHeaderTable
          caption="Placeholders"
          testId="placeholder-table"
          columns={['Placeholder', 'Replaced with']}
          rows={placeholders.map((p) => ({key: p.token, header: <code>{p.token}</code>, cells: [p.meaning]}))}
        />
      )}
    </div>
  );
}
