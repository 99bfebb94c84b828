import {needs} from '../requirements';
import {bot, twitchOnly, viewer} from '../chat';
import {amountForms} from '../phrases';
import type {Command} from '../types';

const entry: Command = {
  name: 'bet',
  summary: 'Stakes your points on one option of the betting contest that is running.',
  userLevel: 'everyone',
  aliases: [],
  syntax: ['!bet <option> <points>'],
  arguments: [
    {name: '<option>', required: true, description: 'The option you back, as !contest lists it.'},
    {name: '<points>', required: true, description: `Your stake: ${amountForms}.`},
  ],
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
};

export default entry;
