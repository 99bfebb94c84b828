import React from 'react';
import DataTable, {type Column} from '@site/src/components/DataTable';
import {userLevels, userLevelValueText, type UserLevel} from '@site/src/data/userLevels';
import HowGranted from './HowGranted';

/** What the table says about each level besides its name and number. */
const describeColumns: Record<'who' | 'how', Column<UserLevel>[]> = {
  /** Where the level exists and who holds it (the commands overview). */
  who: [
    {label: 'Platforms', nowrap: true, cell: (level) => (level.twitchOnly ? 'Twitch only' : 'All')},
    {label: 'Who has it', cell: (level) => level.who},
  ],
  /** How someone comes to hold it (user management). */
  how: [{label: 'How someone gets it', cell: (level) => <HowGranted level={level.id} />}],
};

/** Every user level with its number, generated from src/data/userLevels.ts, and who has it or how it is given. */
export default function UserLevelTable({describe = 'who'}: {describe?: 'who' | 'how'}): React.ReactElement {
  return (
    <DataTable
      caption={describe === 'who' ? 'User levels' : 'How each user level is given'}
      rowHeaders
      rows={userLevels}
      rowKey={(level) => level.id}
      columns={[{label: 'User level', cell: (level) => level.label}, {label: 'Number', cell: (level) => userLevelValueText(level)}, ...describeColumns[describe]]}
    />
  );
}
