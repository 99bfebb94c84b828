import React from 'react';
import {customCommandOptions} from '@site/src/data/commands/customCommandOptions';

/** The options `!command options` accepts, generated from src/data/commands/customCommandOptions.ts. */
export default function CommandOptionsTable(): React.ReactElement {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Option</th>
          <th scope="col">What it changes</th>
          <th scope="col">Value</th>
          <th scope="col">Example</th>
        </tr>
      </thead>
      <tbody>
        {customCommandOptions.map((option) => (
          <tr key={option.flag}>
            <th scope="row">
              <code>{option.flag}</code>
            </th>
            <td>{option.meaning}</td>
            <td>{option.values}</td>
            <td>
              <code>{option.example}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
