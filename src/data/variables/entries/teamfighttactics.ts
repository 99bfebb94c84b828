import {defineVariable, exchange} from '../define';
import {orderNote, regionParameter} from '../phrases';

export default defineVariable({
  name: 'teamfighttactics',
  summary: 'A Teamfight Tactics player’s rank and LP, from region and Riot ID.',
  syntax: [{form: '${teamfighttactics <region> <Riot ID>}', meaning: 'The player’s current Teamfight Tactics tier, division and League Points.'}],
  parameters: [regionParameter, {name: '<Riot ID>', required: true, meaning: 'The player’s Riot ID, as name#tag.'}],
  output: 'The rank in the same form as `${leagueoflegends}`, such as `Silver I (68 LP)`, with nothing in front of it.',
  examples: [
    exchange(
      'A rank command for TFT nights',
      '!command add !tftrank TFT rank: ${tft euw MapleMoth#EUW}',
      {role: 'viewer', name: 'sunnyotter', text: '!tftrank'},
      'TFT rank: Silver I (68 LP)',
    ),
  ],
  notes: [orderNote, {kind: 'error', text: 'A failed look-up and a player without a rank both give:', output: 'Unranked'}],
  aliases: ['${tft <region> <Riot ID>}'],
  relatedVariables: ['leagueoflegends', 'game'],
  tags: ['variables', 'chatbot', 'game'],
});
