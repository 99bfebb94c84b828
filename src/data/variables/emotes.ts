/** The four emote-list variables: same shape, one per emote provider. */
import type {Platform} from '../platforms';
import {everyPlatform} from './define';
import type {VariableDoc} from './types';

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

function emoteList(provider: EmoteProvider): VariableDoc {
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
    relatedVariables: [...emoteVariables.filter((other) => other !== name), 'random'],
    relatedCommands: ['emotes'],
    tags: ['variables', 'chatbot', 'emotes', ...(provider.extraTags ?? [])],
  };
}

export const emoteDocs: readonly VariableDoc[] = [
  emoteList({
    name: '7tvemotes',
    what: '7TV emotes',
    command: '7tv',
    caption: 'A command that lists your 7TV emotes',
    emotes: 'frogNod bonkCat HyperChair snackTime',
  }),
  emoteList({
    name: 'bttvemotes',
    what: 'BetterTTV (BTTV) emotes',
    command: 'bttv',
    caption: 'A command that lists your BetterTTV emotes',
    emotes: 'tinyDance mossWave ohNoBread',
  }),
  emoteList({
    name: 'ffzemotes',
    what: 'FrankerFaceZ (FFZ) emotes',
    command: 'ffz',
    caption: 'A command that lists your FrankerFaceZ emotes',
    emotes: 'sleepyOwl GigaToast wobbleHat',
  }),
  emoteList({
    name: 'twitchemotes',
    what: 'Twitch subscriber emotes',
    command: 'subemotes',
    caption: 'Showing viewers what a subscription unlocks',
    emotes: 'pandaHype pandaWave pandaGG pandaCry',
    platforms: ['twitch'],
    platformNotes: ['Reads the Twitch subscriber emotes of your channel; the three other lists cover 7TV, BetterTTV and FrankerFaceZ.'],
    extraTags: ['twitch'],
  }),
];
