import React from 'react';
import ScrollTable from '@site/src/components/ScrollTable';
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
        <ScrollTable caption="Message templates" testId="template-table">
          <thead>
            <tr>
              <th scope="col">Template</th>
              <th scope="col">Sent when</th>
              <th scope="col">Placeholders</th>
              <th scope="col">Default text</th>
            </tr>
          </thead>
          <tbody>
            {templates.map((template) => (
              <tr key={template.name}>
                <th scope="row" className={styles.name}>
                  {template.name}
                </th>
                <td>{template.sentWhen}</td>
                <td>
                  <ul className={styles.tokens}>
                    {template.placeholders.map((token) => (
                      <li key={token}>
                        <code>{token}</code>
                      </li>
                    ))}
                  </ul>
                </td>
                <td>{template.default ? <code className={styles.default}>{template.default}</code> : 'Not published'}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {placeholders.length > 0 && (
        <ScrollTable caption="Placeholders" testId="placeholder-table">
          <thead>
            <tr>
              <th scope="col">Placeholder</th>
              <th scope="col">Replaced with</th>
            </tr>
          </thead>
          <tbody>
            {placeholders.map((placeholder) => (
              <tr key={placeholder.token}>
                <th scope="row" className={styles.name}>
                  <code>{placeholder.token}</code>
                </th>
                <td>{placeholder.meaning}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
