import React from 'react';
import DataTable from '@site/src/components/DataTable';
import type {Command} from '@site/src/data/commands/types';
import {SubcommandAliases, SubcommandLevel} from './SubcommandNotes';
import styles from './styles.module.css';

/**
 * A default command's subcommands as one compact table: what to type and what it does; on phones
 * each subcommand is a card. Used where a page summarises a command that has its own
 * page with the full details. The page imports the command's own entry module
 * (`@site/src/data/commands/entries/<name>`), so it carries one command, not all of them.
 */
export default function SubcommandTable({command}: {command: Command}): React.ReactElement {
  return (
    <DataTable
      caption={`Subcommands of !${command.name}`}
      rowHeaders
      rows={command.subcommands ?? []}
      rowKey={(sub) => sub.name}
      columns={[
        {
          label: 'Type',
          cell: (sub) => (
            <span className={styles.forms}>
              {sub.syntax.map((form) => (
                <code key={form}>{form}</code>
              ))}
            </span>
          ),
        },
        {
          label: 'What it does',
          cell: (sub) => (
            <>
              {sub.description}
              <SubcommandAliases sub={sub} />
              <SubcommandLevel sub={sub} command={command} />
            </>
          ),
        },
      ]}
    />
  );
}
