import React from 'react';
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
    <div className={styles.wrapper}>
      {templates.length > 0 && (
        <table data-testid="template-table">
          <caption className={styles.caption}>Message templates</caption>
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
        </table>
      )}
      {placeholders.length > 0 && (
        <table data-testid="placeholder-table">
          <caption className={styles.caption}>Placeholders</caption>
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
        </table>
      )}
    </div>
  );
}
