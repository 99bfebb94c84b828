import {needs} from '../requirements';
import {bot, twitchOnly, viewer} from '../chat';
import {amountForms} from '../phrases';
import type {Command} from '../types';

const entry: Command = {
  name: 'roulette',
  summary: 'Gambles an amount of your points: win and you gain that amount, lose and it is gone.',
  userLevel: 'everyone',
  aliases: ['!gamble'],
  syntax: ['!roulette <amount>'],
  arguments: [{name: '<amount>', required: true, description: `What to stake: ${amountForms}, or all to go all in.`}],
  cooldown: {perUserSeconds: 60, note: 'The Roulette module’s defaults, with no global cooldown; both can be changed there.'},
  needs: [needs.roulette, needs.loyalty],
  notes: [
    {text: 'A win pays even money: you gain exactly what you staked.'},
    {text: 'The module’s slider is the chance to win: at 0 % every spin loses, at 100 % every spin wins.'},
    {text: 'The !roulette page reads the slider the other way round (100 % always loses); the module page and a 2026 changelog do not. Try a few small spins to check.', unconfirmed: true},
  ],
  platforms: twitchOnly,
  examples: [
    {
      title: 'A win, then an all-in that goes wrong',
      lines: [
        viewer('SproutSpark', '!roulette 200'),
        bot('@SproutSpark spins the wheel... and wins 200 points! You now have 1400 points. PogChamp'),
        viewer('SproutSpark', '!roulette all'),
        bot('@SproutSpark spins the wheel... and lost 1400 points! You now have 0 points. FeelsBadMan'),
      ],
    },
  ],
  edgeCases: [{situation: 'The stake is below the module’s minimum amount', outcome: 'Raise the stake; the Roulette module sets the smallest amount it accepts (1 point by default).'}],
  relatedCommands: ['slots', 'duel', 'bet', 'points'],
};

export default entry;
