import {needs} from '../requirements';
import {bot, broadcaster, moderator, streamer, twitchOnly} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'setpoints',
  summary: "Sets a viewer's loyalty points to an exact number, replacing their balance.",
  userLevel: 'supermoderator',
  aliases: [],
  syntax: ['!setpoints <username> <points>'],
  arguments: [
    {name: '<username>', required: true, description: 'The viewer whose balance changes.'},
    {name: '<points>', required: true, description: 'The new balance. Use 0 to empty it.'},
  ],
  needs: [needs.loyalty],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Fixing a balance, then clearing one',
      lines: [
        moderator('SuperModSam', '!setpoints PixelPine 2500'),
        bot("@SuperModSam, set PixelPine's points to 2500!"),
        broadcaster('!setpoints SproutSpark 0'),
        bot(`@${streamer}, set SproutSpark's points to 0!`),
      ],
    },
  ],
  edgeCases: [
    {situation: 'You meant to give a bonus', outcome: 'The old balance is overwritten, not added to. Use !addpoints to add points on top.'},
    {situation: 'A moderator is refused', outcome: 'By default only super moderators and the broadcaster may set balances; lower the command’s level in the dashboard if your moderators should.'},
  ],
  relatedCommands: ['addpoints', 'givepoints', 'points', 'top'],
};

export default entry;
