import {needs} from '../requirements';
import {bot, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'bet',
  summary: 'Stakes your points on one option of the betting contest that is running.',
  userLevel: 'everyone',
  aliases: [],
  syntax: ['!bet <option> <points>'],
  arguments: [
    {name: '<option>', required: true, description: 'The option you back, as !contest lists it.'},
    {
      name: '<points>',
      required: true,
      description: 'Your stake: a plain number (500), thousands or millions with k or m (5k), a share of your balance (25%), or all. What it comes to must lie between the contest’s minimum and maximum bet.',
    },
  ],
  limits: ['One bet per viewer per contest: your first !bet fixes both the option and the amount.'],
  needs: [needs.runningContest],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Three ways to write a stake',
      lines: [
        viewer('VelvetFox', '!bet yes 200'),
        bot('@VelvetFox, you have bet 200 points on Yes.'),
        viewer('TacoRanger', '!bet no 2k'),
        bot('@TacoRanger, you have bet 2000 points on No.'),
        viewer('LunaByte', '!bet yes 10%'),
        bot('@LunaByte, you have bet 312 points on Yes.'),
      ],
    },
  ],
  edgeCases: [{situation: 'No contest is running', outcome: 'Bets are only taken while a contest is open. Type !contest to check.'}],
  relatedCommands: ['contest', 'points'],
  seeAlso: [{label: 'Contests module', to: '/chatbot/modules/contests'}],
};

export default entry;
