import {allPlatforms, bot, moderator, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
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
};

export default entry;
