import {needs} from '../requirements';
import {bot, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'points',
  summary: "Shows a viewer's loyalty points and leaderboard rank; without a name it shows your own.",
  userLevel: 'everyone',
  aliases: [],
  syntax: ['!points [username]'],
  arguments: [{name: '[username]', required: false, description: 'Whose balance to show. Leave it out to see your own.'}],
  needs: [needs.loyalty],
  notes: [{text: 'Your channel’s own name for points works as a command too: with points called Acorns, !acorns answers like !points.'}],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Checking your own balance, then someone else’s',
      lines: [
        viewer('LunaByte', '!points'),
        bot('@LunaByte, you have 3120 Acorns and are rank #27 on the leaderboard.'),
        viewer('LunaByte', '!points MossyMarten'),
        bot('@MossyMarten has 48210 Acorns and is rank #2 on the leaderboard.'),
        viewer('SproutSpark', '!acorns'),
        bot('@SproutSpark, you have 640 Acorns and are rank #112 on the leaderboard.'),
      ],
    },
  ],
  edgeCases: [],
  relatedCommands: ['top', 'leaderboard', 'givepoints', 'addpoints', 'setpoints'],
  seeAlso: [
    {label: '$(pointsname): your channel’s name for points', to: '/chatbot/variables/pointsname'},
    {label: '$(user): points and rank inside your own commands', to: '/chatbot/variables/user'},
  ],
};

export default entry;
