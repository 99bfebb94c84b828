import React from 'react';
import CommandLink from '@site/src/components/CommandLink';
import {userLevelSources} from '@site/src/data/userLevelSources';
import type {UserLevelId} from '@site/src/data/userLevels';

/** How someone comes to hold a user level, from src/data/userLevelSources.ts. */
export default function HowGranted({level}: {level: UserLevelId}): React.ReactElement {
  const source = userLevelSources[level];
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
