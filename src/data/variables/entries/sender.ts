import {defineVariable, exchange} from '../define';
import {durationNote} from '../shared';
import {personFields} from '../phrases';

export default defineVariable({
  name: 'sender',
  summary: 'The chatter who ran the command: name, points, ranks, watch time and last activity.',
  syntax: [
    {form: '${sender}', meaning: 'Display name of the chatter who ran the command.'},
    {form: '${sender.<field>}', meaning: 'One fact about that chatter; the fields are listed below.'},
  ],
  output: 'Plain `${sender}` becomes the display name of whoever ran the command. With a field after the dot, it becomes that fact about them instead.',
  fields: personFields('sender'),
  examples: [
    exchange(
      'A points check with the leaderboard position',
      '!command add !mypoints ${sender}, you have ${sender.points} points and sit at ${sender.points_rank}.',
      {role: 'viewer', name: 'PixelPanda', text: '!mypoints'},
      'PixelPanda, you have 2450 points and sit at 7/412.',
    ),
    exchange(
      'Watch time',
      '!command add !mytime ${sender} has watched for ${sender.time_online} so far.',
      {role: 'viewer', name: 'PixelPanda', text: '!mytime'},
      'PixelPanda has watched for 3 hours 12 mins so far.',
    ),
  ],
  notes: [durationNote],
  aliases: ['${source}'],
  relatedVariables: ['user', 'touser', 'pointsname', 'args'],
  relatedCommands: ['points', 'watchtime', 'level'],
  tags: ['variables', 'chatbot', 'sender', 'user', 'loyalty-points'],
});
