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
        bot('@PixelPine Skip requested! Current song will be skipped in 2 more votes!'),
        viewer('SproutSpark', '!voteskip'),
        bot('@SproutSpark Skip requested! Current song will be skipped in 1 more votes!'),
        viewer('LunaByte', '!voteskip'),
        bot('@LunaByte Vote to skip successful! Skipping to the next media request.'),
      ],
    },
  ],
  edgeCases: [],
  relatedCommands: ['skip', 'song', 'next', 'songrequest'],
};

export default entry;
