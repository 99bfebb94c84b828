import {bot, broadcaster, moderator, streamer, twitchAndKick} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'setgame',
  summary: "Changes the stream's game or category.",
  userLevel: 'supermoderator',
  aliases: [],
  syntax: ['!setgame <game>'],
  arguments: [{name: '<game>', required: true, description: 'The game or category to switch to. A common short form can work too.'}],
  platforms: twitchAndKick,
  examples: [
    {
      title: 'Switching category',
      lines: [
        moderator('SuperModSam', '!setgame Stardew Valley'),
        bot('@SuperModSam changed the game to "Stardew Valley"!'),
        broadcaster('!setgame Just Chatting'),
        bot(`@${streamer} changed the game to "Just Chatting"!`),
      ],
    },
  ],
  edgeCases: [
    {situation: 'You typed a short form or a near match', outcome: 'The bot sets the category it matched and names it in full in its reply; check that it is the one you meant.'},
  ],
  relatedCommands: ['settitle', 'uptime'],
  seeAlso: [{label: '$(setgame): change the game from a custom command', to: '/chatbot/variables/setgame'}],
};

export default entry;
