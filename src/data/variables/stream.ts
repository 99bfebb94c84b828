/** Variables that read facts about a channel and its live stream. */
import {site} from '@site/src/site';
import {defineVariable, exchange} from './define';
import {notOnYouTube, durationNote} from './shared';
import type {OutputField, VariableDoc} from './types';

/** ${game}, ${title} and ${uptime} read your channel, or another one when you name it. */
function ownOrNamedChannel(name: string, own: string, named: string): Pick<VariableDoc, 'syntax' | 'parameters'> {
  return {
    syntax: [
      {form: `\${${name}}`, meaning: own},
      {form: `\${${name} <channel>}`, meaning: named},
    ],
    parameters: [{name: '<channel>', required: false, meaning: 'Another channel to look up. Leave it out for your own.'}],
  };
}

const channelFields: OutputField[] = [
  {name: 'channel.display_name', meaning: 'Display name, with the capitals the streamer chose.', sample: 'MapleMoth'},
  {name: 'channel.alias', meaning: 'The alias set for the channel.', sample: 'Moth'},
  {name: 'channel.viewers', meaning: 'Number of people watching right now.', sample: '214'},
  {name: 'channel.chatters', meaning: 'Number of active chatters.', sample: '88'},
  {name: 'channel.followers', meaning: 'Number of followers.', sample: '15320'},
  {name: 'channel.subs', meaning: 'Number of subscribers; `channel.subcount` and `channel.subscribers` give the same.', sample: '131'},
  {name: 'channel.subpoints', meaning: 'Subscriber points.', sample: '164'},
  {name: 'channel.title', meaning: 'Current stream title; `channel.status` gives the same.', sample: 'Cozy farming until the crops come in'},
  {name: 'channel.game', meaning: 'Current game or category.', sample: 'Stardew Valley'},
  {name: 'channel.uptime', meaning: 'How long the stream has been live, in short words.', sample: '2 hours 30 mins'},
  {name: 'channel.provider', meaning: 'The streaming platform the channel is on, always in lower case: `twitch`, `youtube` or `kick`.', sample: 'twitch'},
  {name: 'channel.provider_id', meaning: 'The channel’s id on that platform; `channel.twitchid` and `channel.youtubeid` give the same.', sample: '81234567'},
  {name: 'channel.id', meaning: `The channel’s ${site.productName} account id.`, sample: '64a1c0ffee0ddba11deed5e7'},
];

const channel = defineVariable({
  name: 'channel',
  summary: 'Facts about your channel: name, viewers, followers, subscribers, title, game and more.',
  syntax: [
    {form: '${channel}', meaning: 'Your channel’s name.'},
    {form: '${channel.<field>}', meaning: 'One fact about your channel; the fields are listed below.'},
    {form: '${channel.<field> <channel>}', meaning: 'The same fact about another channel, looked up on Twitch.'},
  ],
  parameters: [{name: '<channel>', required: false, meaning: 'Another channel to look up. Leave it out for your own.'}],
  output: 'Plain `${channel}` becomes the channel name. With a field after the dot, it becomes that fact instead.',
  fields: channelFields,
  examples: [
    exchange(
      'A stream summary in one command',
      '!command add !status ${channel.display_name} is live with ${channel.game} for ${channel.viewers} viewers, up for ${channel.uptime}.',
      {role: 'viewer', name: 'sunnyotter', text: '!status'},
      'MapleMoth is live with Stardew Valley for 214 viewers, up for 2 hours 30 mins.',
    ),
    exchange(
      'Thanking the community',
      '!command add !family Thank you to all ${channel.followers} followers and ${channel.subs} subscribers!',
      {role: 'viewer', name: 'sunnyotter', text: '!family'},
      'Thank you to all 15320 followers and 131 subscribers!',
    ),
  ],
  notes: [
    {kind: 'behaviour', text: 'While the channel is offline, `${channel.viewers}` and `${channel.uptime}` answer:', output: '<not live>'},
    {kind: 'behaviour', text: 'When no game or category is set, `${channel.game}` answers:', output: '<no game>'},
    {kind: 'behaviour', text: 'Naming another channel reads that channel on Twitch; on YouTube you get your own channel’s facts instead.'},
    {kind: 'behaviour', text: '`subs` and `subpoints` give 0 for any channel but your own.'},
    {kind: 'error', text: 'A channel name that does not exist gives:', output: '<error not_found>'},
    durationNote,
  ],
  platformNotes: ['Looking up another channel by name works on Twitch; on YouTube the variable answers with your own channel’s facts.'],
  relatedVariables: ['title', 'game', 'uptime', 'sender'],
  relatedCommands: ['uptime', 'setgame', 'settitle'],
  tags: ['variables', 'chatbot', 'channel', 'stream-info'],
});

const game = defineVariable({
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

const title = defineVariable({
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

const uptime = defineVariable({
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
    durationNote,
  ],
  relatedVariables: ['game', 'title', 'channel', 'time'],
  relatedCommands: ['uptime'],
  tags: ['variables', 'chatbot', 'stream-info', 'time'],
});

export const streamDocs: readonly VariableDoc[] = [channel, game, title, uptime];
