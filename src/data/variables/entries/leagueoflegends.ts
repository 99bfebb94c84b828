import {defineVariable, exchange} from '../define';
import {orderNote, regionParameter} from '../phrases';

export default defineVariable({
  name: 'leagueoflegends',
  summary: 'A League of Legends player’s rank and LP, from their Riot ID and region.',
  syntax: [{form: '${leagueoflegends <Riot ID> <region>}', meaning: 'The player’s current ranked tier, division and League Points.'}],
  parameters: [
    {name: '<Riot ID>', required: true, meaning: 'The player’s Riot ID (name#tag) or summoner name. It may be wrapped in double quotes.'},
    regionParameter,
  ],
  output: 'The rank as `<tier> <division> (<points> LP)`, such as `Platinum II (47 LP)`, with nothing in front of it.',
  examples: [
    exchange(
      'Showing the streamer’s rank',
      '!command add !rank MapleMoth is ${leagueoflegends "MapleMoth#EUW" euw}',
      {role: 'viewer', name: 'sunnyotter', text: '!rank'},
      'MapleMoth is Platinum II (47 LP)',
    ),
  ],
  notes: [orderNote, {kind: 'error', text: 'When the look-up fails, the reply carries the look-up’s own error text.'}],
  relatedVariables: ['teamfighttactics', 'game'],
  tags: ['variables', 'chatbot', 'game'],
});
