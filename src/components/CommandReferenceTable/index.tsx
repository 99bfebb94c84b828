import React, {useState} from 'react';
import CommandLink from '@site/src/components/CommandLink';
import DataTable from '@site/src/components/DataTable';
import FilterBox, {FilterSelect} from '@site/src/components/FilterBox';
import FilterButtons from '@site/src/components/FilterBox/FilterButtons';
import NotConfirmed from '@site/src/components/NotConfirmed';
import {emptyListMessage} from '@site/src/components/FilterBox/emptyReason';
import PlatformList from '@site/src/components/PlatformList';
import {platformChoices, platformNarrowing, worksOn, type PlatformChoice, type WorksSomewhere} from '@site/src/components/PlatformList/filter';
import {commands as allCommands} from '@site/src/data/commands';
import {userLevel, userLevels, type UserLevelId} from '@site/src/data/userLevels';
import {defaultSort, filterRows, nextSort, sortRows, type CommandRow, type SortKey, type SortOrder} from './filter';
import {useCommandMatcher} from './useMatcher';
import styles from './styles.module.css';

const levelOptions: readonly {value: UserLevelId | 'all'; label: string}[] = [
  {value: 'all', label: 'All user levels'},
  ...userLevels.map((level) => ({value: level.id, label: level.label})),
];

/**
 * Every default command in one table, rendered in full at build time so it reads without
 * JavaScript. Once the page is interactive, the filter, level menu, platform buttons and column
 * sorting work.
 */
export default function CommandReferenceTable({commands = allCommands}: {commands?: readonly (CommandRow & WorksSomewhere)[]}): React.ReactElement {
  const [query, setQuery] = useState('');
  const [level, setLevel] = useState<UserLevelId | 'all'>('all');
  const [platform, setPlatform] = useState<PlatformChoice>('all');
  const [order, setOrder] = useState<SortOrder>(defaultSort);

  const matcher = useCommandMatcher(commands, query);
  const rows = sortRows(filterRows(commands, query, level, matcher.matches), order).filter((row) => worksOn(row, platform));
  const whyEmpty = () =>
    emptyListMessage(
      commands,
      [
        {name: 'text', sought: true, active: query.trim() !== '', phrase: `matches “${query.trim()}”`, undo: 'clear the filter box', matches: (row) => matcher.matches(row, query)},
        {name: 'user level', active: level !== 'all', phrase: `has the user level ${level === 'all' ? '' : userLevel(level).label}`, undo: 'choose “All user levels”', matches: (row) => level === 'all' || row.userLevel === level},
        platformNarrowing(platform),
      ],
      {one: 'default command', many: 'default commands'},
      (row) => `!${row.name}`,
    );
  const sortBy = (key: SortKey) => ({
    direction: order.key === key ? order.direction : ('none' as const),
    onSort: () => setOrder((current) => nextSort(current, key)),
  });

  return (
    <div className={styles.wrapper}>
      <FilterBox
        name="Default commands"
        label="Filter commands"
        placeholder="Name, alias or words"
        query={query}
        onQueryChange={setQuery}
        shown={rows.length}
        total={commands.length}
        noun="commands"
        countTestId="command-count"
        onIntent={matcher.prepare}>
        <FilterSelect label="User level" value={level} onChange={setLevel} options={levelOptions} />
        <FilterButtons label="Platform" value={platform} onChange={setPlatform} options={platformChoices} testId="command-platforms" />
      </FilterBox>
      <DataTable
        caption="Default commands"
        rowHeaders
        rows={rows}
        rowKey={(row) => row.name}
        rowAttributes={(row) => ({'data-command': row.name})}
        empty={rows.length === 0 ? whyEmpty() : undefined}
        columns={[
          {
            // Aliases are read rarely, so they sit under the name rather than in a column of their
            // own: five columns do not fit beside the sidebar at 1280 px.
            label: 'Command',
            nowrap: true,
            sort: sortBy('name'),
            cell: (row) => (
              <>
                <CommandLink name={row.name} />
                {/* The style puts the aliases on a line of their own; the space parts them from the name where no style applies (the Markdown twin, a screen reader). */}
                {row.aliases.length > 0 && (
                  <>
                    {' '}
                    <span className={styles.aliases}>{`aliases: ${row.aliases.join(', ')}`}</span>
                  </>
                )}
              </>
            ),
          },
          {
            label: 'User level',
            nowrap: true,
            sort: sortBy('userLevel'),
            cell: (row) => (
              <>
                {userLevel(row.userLevel).label}
                {/* Not seen (the mark is a line of its own); text-only readers need the space. */}
                {row.userLevelUnconfirmed && ' '}
                {row.userLevelUnconfirmed && (
                  <span className={styles.levelMark}>
                    <NotConfirmed />
                  </span>
                )}
              </>
            ),
          },
          {label: 'Platforms', cell: (row) => <PlatformList platforms={row.platforms} unconfirmed={row.unconfirmedPlatforms} />},
          {label: 'What it does', cell: (row) => row.summary},
        ]}
      />
    </div>
  );
}
