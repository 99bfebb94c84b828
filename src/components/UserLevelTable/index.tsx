import React from 'react';
import DataTable from '@site/src/components/DataTable';
import {userLevels, userLevelValueText} from '@site/src/data/userLevels';

/** Every user level with its number and who holds it, generated from src/data/userLevels.ts. */
export default function UserLevelTable(): React.ReactElement {
  return (
    <DataTable
      caption="User levels"
      rowHeaders
      rows={userLevels}
      rowKey={(level) => level.id}
      columns={[
        {label: 'User level', cell: (level) => level.label},
        {label: 'Number', cell: (level) => userLevelValueText(level)},
        {label: 'Platforms', nowrap: true, cell: (level) => (level.twitchOnly ? 'Twitch only' : 'All')},
        {label: 'Who has it', cell: (level) => level.who},
      ]}
    />
  );
}
