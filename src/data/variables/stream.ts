/** Variables that read facts about a channel and its live stream. */
import type {OutputField, VariableDoc} from './types';

const channelFields: OutputField[] = [
  {name: 'channel.display_name', meaning: 'Display name, with the capitals the streamer chose.', sample: 'MapleMoth'},
  {name: 'channel.alias', meaning: 'The alias set for the channel.', sample: 'Moth'},
  {name: 'channel.viewers', meaning: 'Number of people watching right now.', sample: '214'},
  {name: 'channel.chatters', meaning: 'Number of active chatters.', sample: '88'},
  {name: 'channel.followers', meaning: 'Number of followers.', sample: '15320'},
  {name: 'channel.subs', meaning: 'Number of subscribers.', sample: '131'},
  {name: 'channel.subpoints', meaning: 'Subscriber points.', sample: '164'},
  {name: 'channel.title', meaning: 'Current stream title.', sample: 'Cozy farming until the crops come in'},
  {name: 'channel.game', meaning: 'Current game or category.', sample: 'Stardew Valley'},
  {name: 'channel.uptime', meaning: 'How long the stream has been live.', sample: '1 hour 40 minutes'},
  {name: 'channel.provider', meaning: 'The streaming platform the channel is on.', sample: 'Twitch'},
  {name: 'channel.provider_id', meaning: 'The channel’s id on that platform.', sample: '81234567'},
  {name: 'channel.id', meaning: 'The channel’s StreamElements account id.', sample: '64a1c0ffee0ddba11deed5e7'},
];

const channel: VariableDoc = {
  name: 'channel',
  summary: 'Facts about your channel: name, viewers, followers, subscribers, title, game and more.',
  syntax: [
    {form: '${channel}', meaning: 'Your channel’s name.'},
    {form: '${channel.<field>}', meaning: 'One fact about your channel; the fields are listed below.'},
  ],
  parameters: [],
  output: 'Plain `${channel}` becomes the channel name. With a field after the dot, it becomes that fact instead.',
  fields: channelFields,
  examples: [
    {
      title: 'A stream summary in one command',
      setup: '!command add !status ${channel.display_name} is live with ${channel.game} for ${channel.viewers} viewers, up for ${channel.uptime}.',
      lines: [
        {role: 'viewer', name: 'sunnyotter', text: '!status'},
        {role: 'bot', text: 'MapleMoth is live with Stardew Valley for 214 viewers, up for 1 hour 40 minutes.'},
      ],
    },
    {
      title: 'Thanking the community',
      setup: '!command add !family Thank you to all ${channel.followers} followers and ${channel.subs} subscribers!',
      lines: [
        {role: 'viewer', name: 'sunnyotter', text: '!family'},
        {role: 'bot', text: 'Thank you to all 15320 followers and 131 subscribers!'},
      ],
    },
  ],
  notes: [],
  platforms: [],
  aliases: [],
  relatedVariables: ['title', 'game', 'uptime', 'sender'],
  relatedCommands: ['uptime', 'setgame', 'settitle'],
  tags: ['variables', 'chatbot', 'channel', 'stream-info'],
};

const game: VariableDoc = {
  name: 'game',
  summary: 'The game or category a channel is streaming, yours unless you name another.',
  syntax: [
    {form: '${game}', meaning: 'The game or category of your own stream.'},
    {form: '${game <channel>}', meaning: 'The game or category of the named channel.'},
  ],
  parameters: [{name: '<channel>', required: false, meaning: 'Another channel to look up. Leave it out for your own.'}],
  output: 'The name of the game or category, as the platform shows it.',
  fields: [],
  examples: [
    {
      title: 'Telling viewers what is on',
      setup: '!command add !category Right now we are playing ${game}.',
      lines: [
        {role: 'viewer', name: 'sunnyotter', text: '!category'},
        {role: 'bot', text: 'Right now we are playing Stardew Valley.'},
      ],
    },
    {
      title: 'A shout-out that names the other channel’s game',
      setup: '!command add !so Go say hi to ${1}, who streams ${game ${1}}!',
      lines: [
        {role: 'moderator', name: 'quietkoala', text: '!so lanternfish'},
        {role: 'bot', text: 'Go say hi to lanternfish, who streams Celeste!'},
      ],
    },
  ],
  notes: [],
  platforms: [],
  aliases: [],
  relatedVariables: ['title', 'channel', 'uptime', 'setgame'],
  relatedCommands: ['setgame'],
  tags: ['variables', 'chatbot', 'game', 'stream-info'],
};

const title: VariableDoc = {
  name: 'title',
  summary: 'The current stream title, yours unless you name another channel.',
  syntax: [
    {form: '${title}', meaning: 'The title of your own stream.'},
    {form: '${title <channel>}', meaning: 'The title of the named channel’s stream.'},
  ],
  parameters: [{name: '<channel>', required: false, meaning: 'Another channel to look up. Leave it out for your own.'}],
  output: 'The stream title, exactly as it is set.',
  fields: [],
  examples: [
    {
      title: 'Repeating the title on request',
      setup: '!command add !topic Today: ${title}',
      lines: [
        {role: 'viewer', name: 'sunnyotter', text: '!topic'},
        {role: 'bot', text: 'Today: Cozy farming until the crops come in'},
      ],
    },
  ],
  notes: [],
  platforms: [],
  aliases: [],
  relatedVariables: ['game', 'uptime', 'channel', 'settitle'],
  relatedCommands: ['settitle'],
  tags: ['variables', 'chatbot', 'stream-info'],
};

const uptime: VariableDoc = {
  name: 'uptime',
  summary: 'How long a channel has been live, yours unless you name another.',
  syntax: [
    {form: '${uptime}', meaning: 'How long your stream has been live.'},
    {form: '${uptime <channel>}', meaning: 'How long the named channel has been live.'},
  ],
  parameters: [{name: '<channel>', required: false, meaning: 'Another channel to look up. Leave it out for your own.'}],
  output: 'A duration in words, such as `1 hour 40 minutes`.',
  fields: [],
  examples: [
    {
      title: 'Your own uptime',
      setup: '!command add !live We have been live for ${uptime}. Thanks for hanging out!',
      lines: [
        {role: 'viewer', name: 'sunnyotter', text: '!live'},
        {role: 'bot', text: 'We have been live for 1 hour 40 minutes. Thanks for hanging out!'},
      ],
    },
    {
      title: 'Checking a friend’s stream',
      setup: '!command add !duo lanternfish has been live for ${uptime lanternfish}.',
      lines: [
        {role: 'viewer', name: 'sunnyotter', text: '!duo'},
        {role: 'bot', text: 'lanternfish has been live for 3 hours 5 minutes.'},
      ],
    },
  ],
  notes: [],
  platforms: [],
  aliases: [],
  relatedVariables: ['game', 'title', 'channel', 'time'],
  relatedCommands: ['uptime'],
  tags: ['variables', 'chatbot', 'stream-info', 'time'],
};

export const streamDocs: readonly VariableDoc[] = [channel, game, title, uptime];
