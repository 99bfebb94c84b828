import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import CommandLink from '@site/src/components/CommandLink';
import {userLevel} from '@site/src/data/userLevels';
import type {GuideCommand} from '@site/src/data/guides';

/**
 * The chat lines that create a command with !command: `add`, then `options` for a user level or a
 * user cooldown the editor would set. Aliases cannot be given from chat.
 */
export function fromChatLines(command: GuideCommand): string[] {
  const {name, reply, userCooldownSeconds} = command;
  const level = userLevel(command.userLevel).value;
  const options = [...(command.userLevel !== 'everyone' && level !== null ? [`-level ${level}`] : []), ...(userCooldownSeconds !== undefined ? [`-usercd ${userCooldownSeconds}`] : [])];
  return [`!command add !${name} ${reply}`, ...(options.length > 0 ? [`!command options !${name} ${options.join(' ')}`] : [])];
}

/** The same commands a guide builds in the dashboard, created from chat by a moderator. */
export default function CommandFromChat({commands}: {commands: readonly GuideCommand[]}): React.ReactElement {
  const lines = commands.flatMap(fromChatLines);
  const withOptions = lines.some((line) => line.startsWith('!command options'));
  const withAliases = commands.some((command) => (command.aliases ?? []).length > 0);
  return (
    <div data-search-skip="">
      <p>
        A moderator can create the same {commands.length > 1 ? 'commands' : 'command'} without leaving chat, with <CommandLink name="command" />
        {withOptions && (
          <>
            ; an <code>options</code> line sets the user level or cooldown the editor would
          </>
        )}
        :
      </p>
      <CodeBlock language="text">{lines.join('\n')}</CodeBlock>
      {withAliases && <p>Aliases cannot be added from chat; give them in the dashboard.</p>}
    </div>
  );
}
