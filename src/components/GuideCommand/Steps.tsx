import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import CodeList from '@site/src/components/CodeList';
import UserLevelBadge from '@site/src/components/UserLevelBadge';
import {commandEditor, type GuideCommand} from '@site/src/data/guides';

/**
 * The numbered steps that create one of a guide's custom commands in the dashboard's command
 * editor, with the editor's own field names (src/data/guides/commandEditor.ts) and the values from
 * the guide's data. `children` is what the guide says about the response, shown under it.
 * Left out of search, like the other parts of a guide's commands: the values are the guide's own
 * examples, and the prose around them says what they do.
 */
export default function CommandSteps({command, children}: {command: GuideCommand; children?: React.ReactNode}): React.ReactElement {
  const {name, userLevel, reply, userCooldownSeconds, aliases = []} = command;
  return (
    <ol data-search-skip="">
      <li>
        In the dashboard, open <strong>{commandEditor.place}</strong>, choose the <strong>{commandEditor.tab}</strong> tab and
        press <strong>{commandEditor.addButton}</strong>.
      </li>
      <li>
        <strong>{commandEditor.name}</strong>: <code>{name}</code>. Chat runs it as <code>!{name}</code>.
      </li>
      <li>
        <strong>{commandEditor.userLevel}</strong>: <UserLevelBadge level={userLevel} />
        {userLevel === 'everyone' ? ', so any viewer can use it.' : ' and above.'}
      </li>
      <li>
        <strong>{commandEditor.response}</strong>:
        <CodeBlock language="text">{reply}</CodeBlock>
        {children}
      </li>
      {userCooldownSeconds !== undefined && (
        <li>
          Under <strong>{commandEditor.advanced}</strong>, set <strong>{commandEditor.userCooldown}</strong> to {userCooldownSeconds} seconds (or
          whatever suits your chat). It holds back each viewer on their own, so one viewer waiting never blocks another.
        </li>
      )}
      {aliases.length > 0 && (
        <li>
          Optional: under <strong>{commandEditor.aliases}</strong>, add <CodeList items={aliases} lastSeparator=" and " />, so{' '}
          <CodeList items={aliases.map((alias) => `!${alias}`)} lastSeparator=" and " /> run the same command.
        </li>
      )}
      <li>
        Press <strong>{commandEditor.saveButton}</strong>.
      </li>
    </ol>
  );
}
