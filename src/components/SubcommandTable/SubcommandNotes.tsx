import React from 'react';
import CodeList from '@site/src/components/CodeList';
import UserLevelBadge from '@site/src/components/UserLevelBadge';
import type {Command, Subcommand} from '@site/src/data/commands/types';

/** " Needs <level>." (with its leading space) where a subcommand asks for another user level than its command; else nothing. */
export function SubcommandLevel({sub, command}: {sub: Subcommand; command: Command}): React.ReactElement | null {
  if (!sub.userLevel || sub.userLevel === command.userLevel) return null;
  return (
    <>
      {' '}
      Needs <UserLevelBadge level={sub.userLevel} />.
    </>
  );
}

/** " Also works as `a`, `b`." (with its leading space) for a subcommand's other words; else nothing. */
export function SubcommandAliases({sub}: {sub: Subcommand}): React.ReactElement | null {
  if (!sub.aliases || sub.aliases.length === 0) return null;
  return (
    <>
      {' '}
      Also works as <CodeList items={sub.aliases} />.
    </>
  );
}
