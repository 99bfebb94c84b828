import React from 'react';
import CommandLink from '@site/src/components/CommandLink';
import DataTable from '@site/src/components/DataTable';
import {userLevelSources, type LevelSource} from '@site/src/data/userLevelSources';
import {userLevels, userLevelValueText} from '@site/src/data/userLevels';

function HowGranted({source}: {source: LevelSource}): React.ReactElement {
  switch (source.by) {
    case 'platform':
      return <>Automatically: {source.role}.</>;
    case 'hand':
      return (
        <>
          Only by hand: in User Management, or with <CommandLink name="level" /> in chat.
        </>
      );
    case 'owner':
      return <>The channel owner, above every other level: they can run any command, whatever its level.</>;
  }
}

/** Every user level with its number and how someone comes to hold it, generated from src/data/userLevels.ts and userLevelSources.ts. */
export default function UserLevelSourceTable(): React.ReactElement {
  return (
    <DataTable
      caption="How each user level is given"
      rowHeaders
      rows={userLevels}
      rowKey={(level) => level.id}
      columns={[
        {label: 'User level', cell: (level) => level.label},
        {label: 'Number', cell: (level) => userLevelValueText(level)},
        {label: 'How someone gets it', cell: (level) => <HowGranted source={userLevelSources[level.id]} />},
      ]}
    />
  );
}
