import {needs} from '../requirements';
import {bot, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'contest',
  summary: 'Shows the betting contest that is running: its question, options and time left.',
  userLevel: 'everyone',
  aliases: [],
  syntax: ['!contest'],
  arguments: [],
  needs: [needs.betting],
  platforms: twitchOnly,
  examples: [
    {
      title: 'While a contest is open, and when none is',
      lines: [
        viewer('PixelPine', '!contest'),
        bot('@PixelPine, the current contest is "Do we clear the dungeon before dinner?". You can !bet for Yes, No. Betting ends in 4 mins 30 secs'),
        viewer('QuietKettle', '!contest'),
        bot('@QuietKettle, there is no active contest.'),
      ],
    },
  ],
  edgeCases: [],
  relatedCommands: ['bet', 'points'],
  seeAlso: [{label: 'Contests module', to: '/chatbot/modules/contests'}],
};

export default entry;
