import {needs} from '../requirements';
import {bot, broadcaster, moderator, streamer, twitchOnly} from '../chat';
import type {Command} from '../types';

const entry: Command = {
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
};

export default entry;
