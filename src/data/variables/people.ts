/** Variables about chatters: the sender, any named user, and the person a command is aimed at. */
import {broadcasterLevelReading} from '../userLevels';
import {defineVariable, exchange} from './define';
import {durationNote, notOnYouTube} from './shared';
import type {OutputField, VariableDoc} from './types';

/** ${sender} and ${user} expose the same fields; only the prefix and the sample person differ. */
function personFields(prefix: 'sender' | 'user'): OutputField[] {
  const field = (name: string, meaning: string, sample: string): OutputField => ({name: `${prefix}.${name}`, meaning, sample});
  return [
    field('name', 'The account (login) name, which can differ from the display name in capitals.', 'pixelpanda'),
    field('points', 'Current loyalty points.', '2450'),
    field('points_rank', 'Position on the points leaderboard, written as rank/total.', '7/412'),
    field('points_alltime_rank', 'Position on the all-time points leaderboard, as rank/total.', '4/412'),
    field('level', `Chatbot user level as a number; the channel owner reads ${broadcasterLevelReading}.`, '250'),
    field('twitchid', 'Their user id on the platform.', '90215577'),
    field('lastmessage', 'The last message they typed in chat.', 'gg everyone'),
    field('lastseen', 'How long ago the bot last saw them.', '4 mins 10 secs'),
    field('lastactive', 'How long ago they were last active.', '2 mins 45 secs'),
    field('time_online', 'How long they have watched while the stream was live.', '3 hours 12 mins'),
    field('time_offline', 'How long they have spent in chat while the stream was offline.', '5 hours 40 mins'),
    field('time_online_rank', 'Position on the leaderboard of time spent while the stream was live, as rank/total.', '12/412'),
    field('time_offline_rank', 'Position on the leaderboard of time spent while the stream was offline, as rank/total.', '30/412'),
  ];
}

const sender = defineVariable({
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

const user = defineVariable({
  name: 'user',
  summary: 'Facts about a named chatter, or about the sender when no name is given.',
  syntax: [
    {form: '${user}', meaning: 'Display name of the chatter who ran the command.'},
    {form: '${user <username>}', meaning: 'Display name of the named chatter.'},
    {form: '${user.<field>}', meaning: 'One fact about the chatter who ran the command.'},
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

const touser = defineVariable({
  name: 'touser',
  summary: 'The first word typed after the command, usually a name, or the sender if nothing was typed.',
  syntax: [{form: '${touser}', meaning: 'The first word after the command, or the sender’s name when there is none.'}],
  output: 'Whatever the chatter typed right after the command, up to the first space. When they typed nothing, the name of the chatter who ran the command.',
  examples: [
    {
      title: 'Aiming a command at someone',
      setup: '!command add !hug ${sender} gives ${touser} a warm hug!',
      lines: [
        {role: 'viewer', name: 'PixelPanda', text: '!hug sunnyotter'},
        {role: 'bot', text: 'PixelPanda gives sunnyotter a warm hug!'},
        {role: 'viewer', name: 'PixelPanda', text: '!hug'},
        {role: 'bot', text: 'PixelPanda gives PixelPanda a warm hug!'},
      ],
    },
  ],
  notes: [{kind: 'limit', text: 'Only the first word is used. To take everything the chatter typed, use `${1:}` from the arguments variables.'}],
  aliases: ['${1|sender}'],
  relatedVariables: ['args', 'sender', 'user'],
  tags: ['variables', 'chatbot', 'user', 'sender'],
});

export const peopleDocs: readonly VariableDoc[] = [sender, user, touser];
