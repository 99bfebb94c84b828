import {needs} from '../requirements';
import {bot, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'slots',
  summary: 'Plays the slot machine for points: three matching emotes on the reels pay out a multiple of your bet.',
  userLevel: 'everyone',
  aliases: ['!slotmachine', '!slot', '!sm', '!smp'],
  syntax: ['!slots <bet>'],
  arguments: [{name: '<bet>', required: true, description: 'How many points to play with, at least the module’s Minimum points (which forms a bet may take: see the note below).'}],
  cooldown: {perUserSeconds: 10, note: 'The default; change it in the Slot machine module.'},
  needs: [needs.slots, needs.loyalty],
  notes: [
    {text: 'Only three matching emotes pay; two of a kind lose the bet.'},
    {text: 'A win pays the bet × (number of emotes on the reels)² × the module’s Return Amount ÷ 100.'},
    {text: 'With the five default emotes (Kappa, PogChamp, BibleThump, OpieOP, 4Head), one spin in 25 wins, and a win at a Return Amount of 100 pays 25 times the bet.'},
    {text: 'Bets like 50%, 5k or 1m: the Slot machine module page accepts them, this page only a whole number within your minimum and maximum. Bet a plain number to be safe.', unconfirmed: true},
  ],
  platforms: twitchOnly,
  examples: [
    {
      title: 'A losing spin and a winning one, with the default emotes and a Return Amount of 100',
      lines: [
        viewer('TacoRanger', '!slots 150'),
        bot('@TacoRanger you got Kappa | PogChamp | Kappa and lost your 150 points LUL'),
        viewer('TacoRanger', '!sm 40'),
        bot('@TacoRanger you got OpieOP | OpieOP | OpieOP and won 1000 points PogChamp'),
      ],
    },
  ],
  edgeCases: [{situation: 'The bet is below the module’s minimum', outcome: 'Bet more; the Slot machine module sets the minimum number of points per spin.'}],
  relatedCommands: ['roulette', 'duel', 'bet', 'points'],
};

export default entry;
