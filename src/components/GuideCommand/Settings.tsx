import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import {FactList} from '@site/src/components/FactBox';
import UserLevelBadge from '@site/src/components/UserLevelBadge';
import {commandEditor, type GuideCommand} from '@site/src/data/guides';

/**
 * The values of one more command, for a guide that has already walked through the editor's steps
 * once (<CommandSteps>): the same fields, in the same order, without the clicks around them.
 */
export default function CommandSettings({command}: {command: GuideCommand}): React.ReactElement {
  const facts = [
    {term: commandEditor.name, content: <code>{command.name}</code>},
    {term: commandEditor.userLevel, content: <UserLevelBadge level={command.userLevel} />},
    {term: commandEditor.response, content: <CodeBlock language="text">{command.reply}</CodeBlock>},
  ];
  return (
    <div data-search-skip="">
      <FactList facts={facts} />
    </div>
  );
}
