import {defineVariable, exchange} from '../define';
import {notOnYouTube} from '../shared';
import {ownOrNamedChannel} from '../phrases';

export default defineVariable({
  name: 'game',
  summary: 'The game or category a channel is streaming, yours unless you name another.',
  ...ownOrNamedChannel('game', 'The game or category of your own stream.', 'The game or category of the named channel.'),
  output: 'The name of the game or category, as the platform shows it.',
  examples: [
    exchange(
      'Telling viewers what is on',
      '!command add !category Right now we are playing ${game}.',
      {role: 'viewer', name: 'sunnyotter', text: '!category'},
      'Right now we are playing Stardew Valley.',
    ),
    exchange(
      'A shout-out that names the other channel’s game',
      '!command add !so Go say hi to ${1}, who streams ${game ${1}}!',
      {role: 'moderator', name: 'quietkoala', text: '!so lanternfish'},
      'Go say hi to lanternfish, who streams Celeste!',
    ),
  ],
  ...notOnYouTube,
  relatedVariables: ['title', 'channel', 'uptime', 'setgame'],
  relatedCommands: ['setgame'],
  tags: ['variables', 'chatbot', 'game', 'stream-info'],
});
