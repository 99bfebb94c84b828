import {bot, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
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
};

export default entry;
