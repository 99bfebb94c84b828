import React, {useEffect, useId, useState} from 'react';
import Link from '@docusaurus/Link';
import {commandPagePath, commands as allCommands} from '@site/src/data/commands';
import {userLevel, userLevels, type UserLevelId} from '@site/src/data/userLevels';
import {defaultSort, filterRows, nextSort, sortRows, type CommandRow, type SortKey, type SortOrder} from './filter';
import styles from './styles.module.css';

function SortHeader({label, sortKey, order, onSort}: {label: string; sortKey: SortKey; order: SortOrder; onSort: (key: SortKey) => void}) {
  const active = order.key === sortKey;
  return (
    <th scope="col" aria-sort={active ? order.direction : 'none'}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(sortKey)}>
        {label}
        <span aria-hidden="true" className={styles.arrow}>
          {active ? (order.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * Every default command in one table, rendered in full at build time so it reads without
 * JavaScript. Once the page is interactive, the filter, level menu and column sorting work.
 */
export default function CommandReferenceTable({commands = allCommands}: {commands?: readonly CommandRow[]}): React.ReactElement {
  const [query, setQuery] = useState('');
  const [level, setLevel] = useState<UserLevelId | 'all'>('all');
  const [order, setOrder] = useState<SortOrder>(defaultSort);
  // The controls only do something after hydration; until then they are shown but disabled.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const id = useId();

  const rows = sortRows(filterRows(commands, query, level), order);
  const onSort = (key: SortKey) => setOrder((current) => nextSort(current, key));

  return (
    <div className={styles.wrapper}>
      <div className={styles.controls} role="search" aria-label="Default commands">
        <div className={styles.control}>
          <label htmlFor={`${id}-query`}>Filter commands</label>
          <input
            id={`${id}-query`}
            type="search"
            value={query}
            placeholder="Name, alias or words"
            disabled={!interactive}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className={styles.control}>
          <label htmlFor={`${id}-level`}>User level</label>
          <select id={`${id}-level`} value={level} disabled={!interactive} onChange={(event) => setLevel(event.target.value as UserLevelId | 'all')}>
            <option value="all">All user levels</option>
            {userLevels.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={styles.status} aria-live="polite" data-testid="command-count">
        Showing {rows.length} of {commands.length} commands
      </p>
      <div className={styles.scroller}>
        <table className={styles.table} aria-label="Default commands">
          <thead>
            <tr>
              <SortHeader label="Command" sortKey="name" order={order} onSort={onSort} />
              <th scope="col">Aliases</th>
              <SortHeader label="User level" sortKey="userLevel" order={order} onSort={onSort} />
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} data-command={row.name}>
                <th scope="row">
                  <Link to={commandPagePath(row.name)}>
                    <code>!{row.name}</code>
                  </Link>
                </th>
                <td>{row.aliases.length > 0 ? row.aliases.join(', ') : <span className={styles.none}>none</span>}</td>
                <td>{userLevel(row.userLevel).label}</td>
                <td>{row.summary}</td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={4}>No default command matches this filter. Try fewer letters or “All user levels”.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
