import {defineVariable, exchange} from '../define';
import {namedChannelNotes, ownOrNamedChannel} from '../phrases';

export default defineVariable({
  name: 'title',
  summary: 'The current stream title, yours unless you name another channel.',
  ...ownOrNamedChannel('title', 'The title of your own stream.', 'The title of the named channel’s stream.'),
  output: 'The stream title, exactly as it is set.',
  aliases: ['${status}'],
  examples: [
    exchange(
      'Repeating the title on request',
      '!command add !topic Today: ${title}',
      {role: 'viewer', name: 'sunnyotter', text: '!topic'},
      'Today: Cozy farming until the crops come in',
    ),
  ],
  notes: [
    ...namedChannelNotes('title'),
    {kind: 'error', text: 'When your own title cannot be read, the reply shows:', output: '<error>'},
    {kind: 'error', text: 'A named channel that does not exist gives:', output: '<error not_found>'},
    {kind: 'error', text: 'Any other failure gives an error code in the same brackets, such as:', output: '<error unknown>'},
  ],
  relatedVariables: ['game', 'uptime', 'channel', 'settitle'],
  relatedCommands: ['settitle'],
  tags: ['variables', 'chatbot', 'stream-info'],
});
