import {defineVariable, exchange} from '../define';
import {namedChannelNotes, ownOrNamedChannel} from '../phrases';

export default defineVariable({
  name: 'uptime',
  summary: 'How long a channel has been live, yours unless you name another.',
  ...ownOrNamedChannel('uptime', 'How long your stream has been live.', 'How long the named channel has been live.'),
  output: 'A duration in short words, such as `2 hours 30 mins`.',
  examples: [
    exchange(
      'Your own uptime',
      '!command add !live We have been live for ${uptime}. Thanks for hanging out!',
      {role: 'viewer', name: 'sunnyotter', text: '!live'},
      'We have been live for 2 hours 30 mins. Thanks for hanging out!',
    ),
    exchange(
      'Checking a friend’s stream',
      '!command add !duo lanternfish has been live for ${uptime lanternfish}.',
      {role: 'viewer', name: 'sunnyotter', text: '!duo'},
      'lanternfish has been live for 3 hours 5 mins.',
    ),
  ],
  notes: [
    {kind: 'behaviour', text: 'While the channel is offline, `${uptime}` answers that it is not live instead of giving a duration.'},
    {
      kind: 'behaviour',
      text: 'The time is written in short units, secs, mins, hours and days, such as `1 hour 48 mins` or `2 days 3 hours`; the smaller units drop off as the larger ones appear.',
    },
    ...namedChannelNotes('uptime'),
  ],
  relatedVariables: ['game', 'title', 'channel', 'time'],
  relatedCommands: ['uptime'],
  tags: ['variables', 'chatbot', 'stream-info', 'time'],
});
