import {needs} from '../requirements';
import {bot, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'givepoints',
  summary: 'Gives some of your own loyalty points to another viewer.',
  userLevel: 'everyone',
  aliases: ['!give', '!transfer'],
  syntax: ['!givepoints <username> <amount>'],
  arguments: [
    {name: '<username>', required: true, description: 'The viewer who gets the points.'},
    {name: '<amount>', required: true, description: 'How many of your points to hand over. They leave your balance.'},
  ],
  needs: [needs.loyalty],
  offByDefault: true,
  platforms: twitchOnly,
  examples: [
    {
      title: 'A gift, and two attempts that fail',
      lines: [
        viewer('QuietKettle', '!givepoints MossyMarten 300'),
        bot('@QuietKettle -> gave 300 points to @MossyMarten'),
        viewer('QuietKettle', '!give VelvetFox 20000'),
        bot('@QuietKettle, You only have 410 points.'),
        viewer('QuietKettle', '!givepoints NoSuchViewer99 10'),
        bot("@QuietKettle, I couldn't find that user in the database :/"),
      ],
    },
  ],
  edgeCases: [
    {situation: 'You offer more than you have', outcome: 'Nothing is sent; the bot tells you your current balance.'},
    {situation: 'The name is not in the channel’s points records', outcome: 'The bot says it could not find that user. Check the spelling of the name.'},
  ],
  relatedCommands: ['points', 'addpoints', 'setpoints', 'top'],
};

export default entry;
