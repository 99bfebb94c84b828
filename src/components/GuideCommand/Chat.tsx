import React from 'react';
import ChatExample from '@site/src/components/ChatExample';
import type {GuideCommand} from '@site/src/data/guides';

/** What the chat shows when someone runs one of a guide's commands (its data's `chat`); left out of search, as its lines are the guide's own examples. */
export default function CommandChat({command, title}: {command: GuideCommand; title: string}): React.ReactElement | null {
  return command.chat ? (
    <div data-search-skip="">
      <ChatExample title={title} lines={command.chat} />
    </div>
  ) : null;
}
