import {needs} from '../requirements';
import {bot, moderator, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'join',
  summary: 'Enters you into the raffle that is running.',
  userLevel: 'everyone',
  aliases: [],
  syntax: ['!join'],
  arguments: [],
  needs: [needs.raffle],
  notes: [
    {text: 'Entering is free: no points are taken.'},
    {text: 'Each viewer has one entry per raffle; typing !join again adds nothing.'},
    {text: 'The line that starts a raffle differs between pages: here a short line naming !join and the seconds left, on the !sraffle page one with the points, the seconds and !join. The example uses the second.', unconfirmed: true},
  ],
  platforms: twitchOnly,
  examples: [
    {
      title: 'A moderator opens a raffle, viewers enter',
      lines: [
        moderator('ModMira', '!sraffle 50 60'),
        bot('a Raffle has begun for 50 points PogChamp it will end in 60 Seconds. Enter by typing "!join" OpieOP'),
        viewer('LunaByte', '!join'),
        viewer('TacoRanger', '!join'),
      ],
    },
  ],
  edgeCases: [{situation: 'No raffle is open', outcome: 'Nothing happens: !join only counts while a raffle started with !raffle or !sraffle is running.'}],
  relatedCommands: ['raffle', 'sraffle', 'cancelraffle', 'ticket'],
};

export default entry;
