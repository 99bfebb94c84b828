import React from 'react';
import {userLevels} from '@site/src/data/userLevels';

/** Every user level with its number and who holds it, generated from src/data/userLevels.ts. */
export default function UserLevelTable(): React.ReactElement {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">User level</th>
          <th scope="col">Number</th>
          <th scope="col">Who has it</th>
        </tr>
      </thead>
      <tbody>
        {userLevels.map((level) => (
          <tr key={level.id} data-level={level.id}>
            <th scope="row">{level.label}</th>
            <td>{level.value}</td>
            <td>{level.who}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
