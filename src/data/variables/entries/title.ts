import {defineVariable, exchange} from '../define';
import {ownOrNamedChannel} from '../phrases';

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
  relatedVariables: ['game', 'uptime', 'channel', 'settitle'],
  relatedCommands: ['settitle'],
  tags: ['variables', 'chatbot', 'stream-info'],
});
