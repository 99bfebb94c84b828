import {defineVariable} from '../define';

/** `${pubg}` (updates-2026 and 2026b); its own page since updates-2026c (new_pages.dedicated_pages_optional). */
export default defineVariable({
  name: 'pubg',
  summary: 'One PUBG statistic of a PC player, looked up by the bot.',
  syntax: [{form: '${pubg <region> <username> <matchType> <stat>}', meaning: 'One statistic of one player for one kind of match.'}],
  parameters: [
    {name: '<region>', required: true, meaning: 'A short region code such as `na` or `eu`, or `agg` for all regions together.'},
    {name: '<username>', required: true, meaning: 'The player’s PUBG name. Only PC profiles can be looked up.'},
    {name: '<matchType>', required: true, meaning: 'The kind of match, such as `solo`, `duo` or `squad`.'},
    {name: '<stat>', required: true, meaning: 'One statistic from a fixed list, such as `kd`, `wins`, `kills`, `rating` or `top10s`.'},
  ],
  output: 'The value of the one statistic asked for.',
  examples: [
    {
      title: 'A streamer’s squad wins',
      setup: '!command add !squadwins MapleMoth has ${pubg eu MapleMoth squad wins} squad wins in Europe.',
      lines: [{role: 'viewer', name: 'PixelPanda', text: '!squadwins'}],
      result: 'The bot answers with the sentence and the number of squad wins filled in.',
    },
    {
      title: 'Any player the viewer names',
      setup: '!command add !kd ${1} has a solo K/D of ${pubg agg ${1} solo kd}.',
      lines: [{role: 'viewer', name: 'sunnyotter', text: '!kd lanternfish'}],
      result: 'The bot answers with lanternfish’s solo kill-to-death ratio over all regions.',
    },
  ],
  notes: [
    {kind: 'limit', text: 'All four values are required; with fewer, the variable stays in the reply as typed.'},
    {kind: 'error', text: 'A stat that is not on the list gives the stat’s name followed by:', output: 'is not a valid stat'},
    {kind: 'error', text: 'A player without statistics for that kind of match gives:', output: 'No stats found'},
    {kind: 'error', text: 'When the outside stats site does not answer, which happens often, the reply is:', output: 'Failed to get stats'},
  ],
  relatedVariables: ['leagueoflegends', 'teamfighttactics'],
  tags: ['variables', 'chatbot', 'game'],
});
