/** Rank look-ups for Riot Games titles. Both take a region and a Riot ID, in different orders. */
import {defineVariable, exchange} from './define';
import type {Parameter, VariableDoc} from './types';

const regions = ['br', 'eune', 'euw', 'jp', 'kr', 'lan', 'las', 'na', 'oce', 'pbe', 'ph', 'ru', 'sg', 'th', 'tw', 'tr', 'vn'];

const regionParameter: Parameter = {
  name: '<region>',
  required: true,
  meaning: `The server region, one of: ${regions.map((region) => `\`${region}\``).join(', ')}.`,
};

const orderNote = {
  kind: 'limit',
  text: 'The two rank variables take their values in opposite orders: `${leagueoflegends}` wants the Riot ID first, `${teamfighttactics}` wants the region first.',
} as const;

const leagueoflegends = defineVariable({
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

const teamfighttactics = defineVariable({
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

export const riotDocs: readonly VariableDoc[] = [leagueoflegends, teamfighttactics];
