/** Helpers and phrases several variable entries share (one data module per variable in ./entries). */
import type {Note, OutputField, Parameter, VariableDoc} from './types';
import {everyPlatform} from './define';
import {broadcasterLevelReading} from '../userLevels';
import {site} from '@site/src/site';
import type {Platform} from '../platforms';
import {listInWords} from '../../shared/listInWords';

/** The four emote-list variables: same shape, one per emote provider. */
const emoteVariables = ['7tvemotes', 'bttvemotes', 'ffzemotes', 'twitchemotes'] as const;

interface EmoteProvider {
  name: (typeof emoteVariables)[number];
  /** How the emotes are called in running text. */
  what: string;
  command: string;
  caption: string;
  emotes: string;
  /** Where it works, when narrower than every platform. */
  platforms?: readonly Platform[];
  platformNotes?: readonly string[];
  extraTags?: VariableDoc['tags'];
}

const refreshNote = {
  kind: 'limit',
  text: 'The bot keeps its own copy of the list and refreshes it every 48 hours. After adding or removing emotes, a moderator can type `!emotes reload` to refresh it straight away.',
} as const;

/** Riot's server regions, as the summoner and rank variables take them. */
const regions = ['br', 'eune', 'euw', 'jp', 'kr', 'lan', 'las', 'na', 'oce', 'pbe', 'ph', 'ru', 'sg', 'th', 'tw', 'tr', 'vn'];

/** YouTube is not supported (updates-2026b); the default command that does the same job runs on Twitch and Kick. */
export const twitchAndKick = (command: string): Pick<VariableDoc, 'platforms' | 'platformNotes'> => ({
  platforms: ['twitch', 'kick'],
  platformNotes: [`YouTube is not supported. The default command \`!${command}\`, which does the same job from chat, runs on Twitch and Kick.`],
});

export function emoteList(provider: EmoteProvider): VariableDoc {
  const {name, what, command, caption, emotes} = provider;
  return {
    name,
    summary: `Lists the ${what} active in your channel.`,
    syntax: [{form: `\${${name}}`, meaning: `Every ${what} active in your channel, in one line.`}],
    parameters: [],
    output: `The names (codes) of the channel's ${what}, listed in one line of the reply.`,
    fields: [],
    examples: [
      {
        title: caption,
        setup: `!command add !${command} Emotes you can use here: \${${name}}`,
        lines: [
          {role: 'viewer', name: 'mossyfrog', text: `!${command}`},
          {role: 'bot', text: `Emotes you can use here: ${emotes}`},
        ],
      },
    ],
    notes: [refreshNote],
    platforms: provider.platforms ?? everyPlatform,
    platformNotes: provider.platformNotes ?? [],
    aliases: [],
    notForms: [],
    relatedVariables: [...emoteVariables.filter((other) => other !== name), 'random'],
    relatedCommands: ['emotes'],
    tags: ['variables', 'chatbot', 'emotes', ...(provider.extraTags ?? [])],
  };
}

/** The longest prompt ${ai} accepts, in characters: it must be shorter than 512. */
export const aiPromptLimit = 511;

/** ${sender} and ${user} expose the same fields; only the prefix and the sample person differ. */
export function personFields(prefix: 'sender' | 'user'): OutputField[] {
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

export const regionParameter: Parameter = {
  name: '<region>',
  required: true,
  meaning: `The server region, one of: ${regions.map((region) => `\`${region}\``).join(', ')}.`,
};

export const orderNote = {
  kind: 'limit',
  text: 'The two rank variables take their values in opposite orders: `${leagueoflegends}` wants the Riot ID first, `${teamfighttactics}` wants the region first.',
} as const;

/**
 * A field the bot also answers to under other names (`aliases`, which the reply preview reads). The
 * sentence naming them on the page is written from the same list: `meaning` is given without a
 * full stop, and "; `x` and `y` give the same." is added.
 */
function withAliases(field: OutputField & {aliases: readonly string[]}): OutputField {
  const names = field.aliases.map((alias) => `\`${alias}\``);
  return {...field, meaning: `${field.meaning}; ${listInWords(names)} ${names.length === 1 ? 'gives' : 'give'} the same.`};
}

/** Field aliases: updates-2026b variables.channel.field_aliases. */
export const channelFields: OutputField[] = [
  {name: 'channel.display_name', meaning: 'Display name, with the capitals the streamer chose.', sample: 'MapleMoth'},
  {name: 'channel.alias', meaning: 'The alias set for the channel.', sample: 'Moth'},
  {name: 'channel.viewers', meaning: 'Number of people watching right now.', sample: '214'},
  {name: 'channel.chatters', meaning: 'Number of active chatters.', sample: '88'},
  {name: 'channel.followers', meaning: 'Number of followers.', sample: '15320'},
  withAliases({name: 'channel.subs', meaning: 'Number of subscribers, for your own channel only (another channel gives 0)', aliases: ['channel.subcount', 'channel.subscribers'], sample: '131'}),
  {name: 'channel.subpoints', meaning: 'Subscriber points, for your own channel only (another channel gives 0).', sample: '164'},
  withAliases({name: 'channel.title', meaning: 'Current stream title', aliases: ['channel.status'], sample: 'Cozy farming until the crops come in'}),
  {name: 'channel.game', meaning: 'Current game or category.', sample: 'Stardew Valley'},
  {name: 'channel.uptime', meaning: 'How long the stream has been live, in short words.', sample: '2 hours 30 mins'},
  {name: 'channel.provider', meaning: 'The streaming platform the channel is on, always in lower case: `twitch`, `youtube` or `kick`.', sample: 'twitch'},
  withAliases({name: 'channel.provider_id', meaning: 'The channel’s id on that platform', aliases: ['channel.twitchid', 'channel.youtubeid'], sample: '81234567'}),
  {name: 'channel.id', meaning: `The channel’s ${site.productName} account id.`, sample: '64a1c0ffee0ddba11deed5e7'},
];

/**
 * ${title} and ${uptime} with a channel named (updates-2026c, missing): it works on Twitch; only the
 * ${channel} page describes YouTube, where its own form reads your channel instead.
 */
export function namedChannelNotes(what: string): Note[] {
  return [
    {kind: 'behaviour', text: 'Naming another channel works on Twitch.'},
    {
      kind: 'behaviour',
      text: `On YouTube a named channel may give your own channel’s ${what} instead; name other channels in commands for Twitch only.`,
      unconfirmed: true,
    },
  ];
}

/** ${game}, ${title} and ${uptime} read your channel, or another one when you name it. */
export function ownOrNamedChannel(name: string, own: string, named: string): Pick<VariableDoc, 'syntax' | 'parameters'> {
  return {
    syntax: [
      {form: `\${${name}}`, meaning: own},
      {form: `\${${name} <channel>}`, meaning: named},
    ],
    parameters: [{name: '<channel>', required: false, meaning: 'Another channel to look up. Leave it out for your own.'}],
  };
}

/**
 * What `${customapi}` posts instead of the answer's body (updates-2026c): the status line for an
 * answer of 400 or more, and the three failures before any status. `<status>` is the code and its
 * reason phrase (`404 Not Found`), `<url>` the address as written.
 */
export const customapiReplies = {
  /** Any status below 400 puts the body in the reply unchanged. */
  lastBodyStatus: 399,
  statusError: 'The remote server returned status code <status>',
  invalidUrl: 'invalid url <url>',
  noConnection: 'Could not connect to remote server',
  noData: 'The remote server did not send any data',
} as const;
