import {defineVariable, exchange} from '../define';

export default defineVariable({
  name: 'pointsname',
  summary: 'The name your channel gives its loyalty points.',
  syntax: [{form: '${pointsname}', meaning: 'The channel’s name for its loyalty points.'}],
  output: 'The points name as set in the loyalty settings of the dashboard, such as `acorns`.',
  examples: [
    exchange(
      'A balance check in your channel’s currency',
      '!command add !wallet ${sender}, you are holding ${sender.points} ${pointsname}.',
      {role: 'viewer', name: 'PixelPanda', text: '!wallet'},
      'PixelPanda, you are holding 2450 acorns.',
    ),
  ],
  relatedVariables: ['sender', 'user'],
  relatedCommands: ['points', 'addpoints', 'setpoints', 'givepoints'],
  tags: ['variables', 'chatbot', 'loyalty-points'],
});
