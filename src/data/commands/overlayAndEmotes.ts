import type {Command} from './types';
import {allPlatforms, bot, broadcaster, moderator, streamer, twitchOnly, viewer} from './chat';
import {needs} from './requirements';

/** Commands that reach the overlay (alerts and widgets) and the channel's emotes. */
export const overlayAndEmoteCommands: readonly Command[] = [
  {
    name: 'alerts',
    summary: 'Controls overlay alerts from chat: mute or unmute them, skip one, or pause and unpause them.',
    userLevel: 'moderator',
    aliases: [],
    syntax: ['!alerts <action>'],
    arguments: [{name: '<action>', required: true, description: 'One of mute, unmute, skip, pause or unpause.'}],
    offByDefault: true,
    platforms: allPlatforms,
    examples: [
      {
        title: 'Muting, skipping and pausing alerts',
        lines: [
          moderator('ModMira', '!alerts mute'),
          bot('Successfully muted alerts'),
          broadcaster('!alerts skip'),
          bot('Successfully skipped alerts'),
          moderator('ModMira', '!alerts pause'),
          bot('Successfully paused alerts'),
        ],
      },
    ],
    edgeCases: [{situation: 'Alerts stay quiet after a break', outcome: 'Undo what you did: unmute after mute, unpause after pause.'}],
    relatedCommands: ['hypecup', 'kappagen'],
  },
  {
    name: 'hypecup',
    summary: 'Clears the contributors shown in the HypeCup overlay widget.',
    userLevel: 'supermoderator',
    aliases: [],
    syntax: ['!hypecup clear'],
    arguments: [{name: 'clear', required: true, description: 'The only action: empties the cup.'}],
    needs: [needs.hypecup],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Clearing the cup, and forgetting the word clear',
        lines: [
          moderator('SuperModSam', '!hypecup clear'),
          bot('@SuperModSam, Successfully cleared HypeCup.'),
          broadcaster('!hypecup'),
          bot(`@${streamer}, Usage: !hypecup clear`),
        ],
      },
    ],
    edgeCases: [{situation: 'You type !hypecup on its own', outcome: 'Nothing is cleared; the bot reminds you to add clear.'}],
    relatedCommands: ['alerts', 'kappagen'],
  },
  {
    name: 'kappagen',
    summary: 'Sets off an emote explosion on your overlay through the Kappagen widget.',
    userLevel: 'moderator',
    levelNote: 'The Kappagen widget’s settings also decide who may use it.',
    aliases: ['!emotesplosion'],
    unconfirmedAliases: ['!emotesplosion'],
    syntax: ['!kappagen'],
    arguments: [],
    cooldown: {note: 'Set in the Kappagen widget’s settings.'},
    cost: 'Set in the Kappagen widget’s settings.',
    needs: [needs.kappagen],
    platforms: twitchOnly,
    examples: [{title: 'A moderator sets it off', lines: [moderator('ModMira', '!kappagen')]}],
    edgeCases: [],
    relatedCommands: ['emotes', 'alerts'],
  },
  {
    name: 'emotes',
    summary: "Lists the channel's active emotes from one provider; moderators can also reload the bot's emote list.",
    userLevel: 'everyone',
    levelNote: 'Reloading needs Moderator.',
    aliases: [],
    syntax: ['!emotes <platform>', '!emotes reload'],
    arguments: [{name: '<platform>', required: true, description: 'Which emotes to list: twitch, bttv, ffz or 7tv.'}],
    subcommands: [
      {
        name: 'reload',
        syntax: ['!emotes reload'],
        description: 'Refreshes the emotes the bot knows for your channel, from every provider. Use it after adding or removing emotes.',
        userLevel: 'moderator',
      },
    ],
    platforms: allPlatforms,
    examples: [
      {
        title: 'Listing emotes, then reloading them',
        lines: [
          viewer('PixelPine', '!emotes ffz'),
          bot('Active FrankerFaceZ emotes in chat: cozyWave cozyTea OMEGALUL monkaS'),
          viewer('PixelPine', '!emotes bttv'),
          bot('Active BetterTTV emotes in chat: catJAM Clap PepePls'),
          moderator('ModMira', '!emotes reload'),
          bot('@ModMira, successfully updated emotes :)'),
        ],
      },
    ],
    edgeCases: [],
    relatedCommands: ['emotecount', 'bingo', 'kappagen'],
    seeAlso: [
      {label: '$(bttvemotes)', to: '/chatbot/variables/bttvemotes'},
      {label: '$(ffzemotes)', to: '/chatbot/variables/ffzemotes'},
      {label: '$(7tvemotes)', to: '/chatbot/variables/7tvemotes'},
      {label: '$(twitchemotes)', to: '/chatbot/variables/twitchemotes'},
    ],
  },
  {
    name: 'emotecount',
    summary: 'Tells how many times an emote has been used in the channel.',
    userLevel: 'everyone',
    aliases: ['!ecount'],
    syntax: ['!emotecount <emote_name>'],
    arguments: [{name: '<emote_name>', required: true, description: 'The emote, typed exactly as it appears in chat.'}],
    offByDefault: true,
    platforms: twitchOnly,
    examples: [
      {
        title: 'Two counts and an unknown emote',
        lines: [
          viewer('MossyMarten', '!emotecount Kappa'),
          bot('@MossyMarten, The emote Kappa has been used 20417 times! PogChamp'),
          viewer('MossyMarten', '!ecount cozyTea'),
          bot('@MossyMarten, The emote cozyTea has been used 388 times! PogChamp'),
          viewer('MossyMarten', '!emotecount cozyNotReal'),
          bot('@MossyMarten, The emote cozyNotReal was not found. NotLikeThis'),
        ],
      },
    ],
    edgeCases: [{situation: 'The bot says the emote was not found', outcome: 'Check the spelling, and type the emote the way it appears in chat.'}],
    relatedCommands: ['emotes'],
  },
];
