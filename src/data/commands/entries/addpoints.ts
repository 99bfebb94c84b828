import {needs} from '../requirements';
import {bot, broadcaster, moderator, streamer, twitchOnly} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'addpoints',
  summary: "Adds loyalty points to one viewer's balance.",
  userLevel: 'supermoderator',
  aliases: ['!editpoints', '!bonus'],
  syntax: ['!addpoints <username> <amount>'],
  arguments: [
    {name: '<username>', required: true, description: 'The viewer who receives the points.'},
    {name: '<amount>', required: true, description: 'How many points to add on top of their balance.'},
  ],
  needs: [needs.loyalty],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Rewarding two viewers',
      lines: [
        broadcaster('!addpoints TacoRanger 750'),
        bot(`@${streamer}, added 750 points to TacoRanger. They now have 4210 points.`),
        moderator('SuperModSam', '!addpoints PixelPine 40'),
        bot('@SuperModSam, added 40 points to PixelPine. They now have 915 points.'),
      ],
    },
  ],
  edgeCases: [
    {situation: 'You want a balance to become an exact number', outcome: 'Use !setpoints instead; !addpoints always adds to what the viewer already has.'},
  ],
  relatedCommands: ['setpoints', 'givepoints', 'points'],
};

export default entry;
