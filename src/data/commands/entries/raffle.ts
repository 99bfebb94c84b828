import {needs} from '../requirements';
import {bot, broadcaster, moderator, twitchOnly} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'raffle',
  summary: 'Starts a multi-raffle for a prize of points that stays open for a set number of seconds; viewers enter with !join.',
  userLevel: 'moderator',
  aliases: ['!mraffle', '!multiraffle'],
  syntax: ['!raffle [amount] [duration]'],
  arguments: [
    {name: '[amount]', required: false, description: 'The prize, in points; k and m work (5k, 1m). 5000 when left out.'},
    {name: '[duration]', required: false, description: 'How long viewers can enter, in seconds. The Raffle module’s Duration setting when left out.'},
  ],
  needs: [needs.raffle],
  limits: [
    'The duration is at least 5 seconds.',
    'The prize is capped by the Raffle module’s Max Amount, and never goes above 1,000,000 points.',
    'A percentage or all is not accepted as the prize, unlike in the points games.',
  ],
  platforms: twitchOnly,
  examples: [
    {
      title: 'A short raffle and a longer one',
      lines: [
        moderator('ModMira', '!raffle 250 90'),
        bot('The Multi-Raffle for 250 points will end in 90 Seconds. Enter by typing "!join"'),
        broadcaster('!mraffle 10k 240'),
        bot('The Multi-Raffle for 10000 points will end in 240 Seconds. Enter by typing "!join"'),
      ],
    },
  ],
  edgeCases: [
    {situation: 'You started it by mistake', outcome: 'Stop it with !cancelraffle.'},
    {situation: 'You only want a different duration', outcome: 'The numbers are read in order, so type the prize too: !raffle 5000 120 keeps the usual prize and runs for two minutes.'},
  ],
  relatedCommands: ['join', 'cancelraffle', 'sraffle'],
};

export default entry;
