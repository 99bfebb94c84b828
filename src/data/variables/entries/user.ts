import {defineVariable, exchange} from '../define';
import {durationNote, notOnYouTube} from '../shared';
import {personFields} from '../phrases';

export default defineVariable({
  name: 'user',
  summary: 'Facts about a named chatter, or about the sender when no name is given.',
  syntax: [
    {form: '${user}', meaning: 'Display name of the chatter named right after the command, or of the one who ran it when no name follows.'},
    {form: '${user <username>}', meaning: 'Display name of the named chatter.'},
    {form: '${user.<field>}', meaning: 'One fact about that same chatter: the one named after the command, or else the one who ran it.'},
    {form: '${user.<field> <username>}', meaning: 'The same fact about the named chatter.'},
  ],
  parameters: [
    {
      name: '<username>',
      required: false,
      meaning:
        'The chatter to look up. Left out, it takes the word typed after the command when that word could be a username (a leading @ is dropped), and otherwise the person who ran the command.',
    },
  ],
  output: 'A display name, or with a field after the dot, that fact about the chatter. The fields are the same as for `${sender}`. With no name in the variable, it is about the chatter named right after the command, so `!pointsof @lanternfish` works without `${1}`.',
  fields: personFields('user'),
  examples: [
    exchange(
      'Looking up someone else',
      '!command add !pointsof ${user ${1}} has ${user.points ${1}} points.',
      {role: 'moderator', name: 'sunnyotter', text: '!pointsof pixelpanda'},
      'PixelPanda has 2450 points.',
    ),
    exchange(
      'A greeting that remembers the last visit',
      '!command add !back Welcome back ${user}! Last time we saw you was ${user.lastseen} ago.',
      {role: 'viewer', name: 'PixelPanda', text: '!back'},
      'Welcome back PixelPanda! Last time we saw you was 4 mins 10 secs ago.',
    ),
  ],
  notes: [durationNote],
  ...notOnYouTube,
  relatedVariables: ['sender', 'touser', 'args', 'pointsname'],
  relatedCommands: ['points', 'watchtime', 'level'],
  tags: ['variables', 'chatbot', 'user', 'loyalty-points'],
});
