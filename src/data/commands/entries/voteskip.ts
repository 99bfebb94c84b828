import {needs} from '../requirements';
import {bot, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'voteskip',
  summary: 'Adds your vote to skip the song that is playing; enough votes skip it.',
  userLevel: 'everyone',
  aliases: [],
  syntax: ['!voteskip'],
  arguments: [],
  cooldown: {perUserSeconds: 10},
  needs: [needs.mediaRequest, needs.voteSkip],
  notes: [{text: 'Each vote is answered with the number of votes still needed; the vote that completes the count announces the skip.'}],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Votes adding up to a skip',
      lines: [
        viewer('PixelPine', '!voteskip'),
        bot('Current song will be skipped in 2 more votes!'),
        viewer('SproutSpark', '!voteskip'),
        bot('Current song will be skipped in 1 more votes!'),
        viewer('LunaByte', '!voteskip'),
        bot('The people have spoken.. skipping the current song!'),
      ],
    },
  ],
  edgeCases: [],
  relatedCommands: ['skip', 'song', 'next', 'songrequest'],
};

export default entry;
