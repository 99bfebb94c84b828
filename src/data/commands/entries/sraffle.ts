import {needs} from '../requirements';
import {bot, moderator, twitchOnly} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'sraffle',
  summary: 'Starts a single raffle: one entry per viewer and one winner of the points prize; viewers enter with !join.',
  userLevel: 'moderator',
  aliases: ['!singleraffle'],
  syntax: ['!sraffle [win_points] [duration_seconds]'],
  arguments: [
    {name: '[win_points]', required: false, description: 'The prize, in points. 1000 when left out.'},
    {name: '[duration_seconds]', required: false, description: 'How long viewers can enter, in seconds. The Raffle module’s Duration setting when left out.'},
  ],
  needs: [needs.raffle],
  limits: ['The duration is at least 5 seconds.', 'The prize is capped by the Raffle module’s Max Amount, as for !raffle.'],
  notes: [{text: 'The start line is shown here as this page gives it; the !join page shows a shorter one naming only !join and the seconds left. Either way it says how to enter.', unconfirmed: true}],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Choosing the prize and time, then using the defaults',
      lines: [
        moderator('ModMira', '!sraffle 25 20'),
        bot('a Raffle has begun for 25 points PogChamp it will end in 20 Seconds. Enter by typing "!join" OpieOP'),
        moderator('ModMira', '!singleraffle'),
        bot('a Raffle has begun for 1000 points PogChamp it will end in 60 Seconds. Enter by typing "!join" OpieOP'),
      ],
    },
  ],
  edgeCases: [{situation: 'You only want a different duration', outcome: 'The numbers are read in order, so type the prize too: !sraffle 1000 90 keeps the usual prize and runs for 90 seconds.'}],
  relatedCommands: ['join', 'raffle', 'cancelraffle', 'giveaway'],
};

export default entry;
