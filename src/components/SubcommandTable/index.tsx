import React from 'react';
import CodeList from '@site/src/components/CodeList';
import UserLevelBadge from '@site/src/components/UserLevelBadge';
import {getCommand} from '@site/src/data/commands';
import styles from './styles.module.css';

/**
 * A default command's subcommands as one compact table: what to type and what it does.
 * Used where a page summarises a command that has its own page with the full details.
 */
export default function SubcommandTable({command: name}: {command: string}): React.ReactElement {
  const command = getCommand(name);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Type</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {(command.subcommands ?? []).map((sub) => (
          <tr key={sub.name}>
            <th scope="row" className={styles.forms}>
              {sub.syntax.map((form) => (
                <code key={form}>{form}</code>
              ))}
            </th>
            <td>
              {sub.description}
              {sub.aliases && sub.aliases.length > 0 && (
                <>
                  {' '}
                  Also works as <CodeList items={sub.aliases} />.
                </>
              )}
              {sub.userLevel && sub.userLevel !== command.userLevel && (
                <>
                  {' '}
                  Needs <UserLevelBadge level={sub.userLevel} />.
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
