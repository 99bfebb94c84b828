import React from 'react';

export interface ScopeRow {
  scope: string;
  meaning: string;
  /** How many operations ask for it. */
  operations: number;
}

/**
 * The OAuth2 scopes of the reference API, from its document: plugins/remark-api-reference passes
 * them in at compile time (`scopes`), so the page does not import the document.
 */
export default function ApiScopes({scopes = []}: {scopes?: ScopeRow[]}): React.ReactElement {
  return (
    <table data-cards="">
      <thead>
        <tr>
          <th scope="col">Scope</th>
          <th scope="col">Lets the application</th>
          <th scope="col">Operations</th>
        </tr>
      </thead>
      <tbody>
        {scopes.map((row) => (
          <tr key={row.scope}>
            <td data-label="Scope">
              <code>{row.scope}</code>
            </td>
            <td data-label="Lets the application">{row.meaning}</td>
            <td data-label="Operations">{row.operations}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
