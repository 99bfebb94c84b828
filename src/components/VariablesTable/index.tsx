import React, {useEffect, useId, useState} from 'react';
import Link from '@docusaurus/Link';
import {variablePath, variables as allVariables} from '@site/src/data/variables';
import type {VariableDoc} from '@site/src/data/variables';
import {filterVariables} from './filter';
import styles from './styles.module.css';

/**
 * The table of every variable, generated from src/data/variables. The server-rendered
 * table is complete, so it works without JavaScript; the filter box appears once the
 * page has hydrated, because it cannot do anything before that.
 */
export default function VariablesTable({variables = allVariables}: {variables?: readonly VariableDoc[]}): React.ReactElement {
  const [query, setQuery] = useState('');
  const [interactive, setInteractive] = useState(false);
  const inputId = useId();
  useEffect(() => setInteractive(true), []);

  const rows = interactive ? filterVariables(variables, query) : variables;
  return (
    <div className={styles.wrapper}>
      {interactive && (
        <div className={styles.filter}>
          <label htmlFor={inputId} className={styles.label}>
            Filter variables
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            value={query}
            placeholder="e.g. emotes, points, url"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p className={styles.status} role="status" aria-live="polite">
            Showing {rows.length} of {variables.length} variables
          </p>
        </div>
      )}
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={styles.caption}>Chatbot variables ({variables.length})</caption>
          <thead>
            <tr>
              <th scope="col">Variable</th>
              <th scope="col" className={styles.syntax}>
                Syntax
              </th>
              <th scope="col" className={styles.summary}>
                What it gives
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((doc) => (
              <tr key={doc.name}>
                <th scope="row">
                  <Link to={variablePath(doc.name)}>{doc.name}</Link>
                </th>
                <td>
                  <ul className={styles.forms}>
                    {doc.syntax.map((form) => (
                      <li key={form.form}>
                        <code>{form.form}</code>
                      </li>
                    ))}
                  </ul>
                </td>
                <td>{doc.summary}</td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={3} className={styles.empty}>
                  No variable matches “{query}”. Try a shorter word, such as <code>user</code> or <code>time</code>.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
