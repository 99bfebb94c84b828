import {needs} from '../requirements';
import {bot, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'when',
  summary: 'Tells where your latest song request, or a song you name by its link, is in the queue and roughly when it will play.',
  userLevel: 'everyone',
  aliases: ['!mysong'],
  syntax: ['!when [youtube_link_or_id]'],
  arguments: [
    {
      name: '[youtube_link_or_id]',
      required: false,
      description: 'A YouTube link or video id of a queued song, to ask about that song instead of your own latest request.',
    },
  ],
  cooldown: {globalSeconds: 15},
  needs: [needs.mediaRequest],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Waiting, playing, and nothing requested',
      lines: [
        viewer('MossyMarten', '!when'),
        bot('@MossyMarten, "Lofi Rain Cafe - 1 Hour Mix" is at #3 in the queue and is playing in 9 mins 20 secs'),
        viewer('VelvetFox', '!mysong Vf0xSynthRn'),
        bot('@VelvetFox, "Neon Synth Run (Full Album)" is at #1 in the queue and is playing right now'),
        viewer('PixelPine', '!when'),
        bot('@PixelPine, you do not have a song in the queue.'),
      ],
    },
  ],
  edgeCases: [
    {situation: 'You requested several songs', outcome: 'Without a link the answer is about your most recent request only; add the link or video id to ask about another one.'},
  ],
  relatedCommands: ['songrequest', 'songqueue', 'wrongsong', 'next'],
};

export default entry;
