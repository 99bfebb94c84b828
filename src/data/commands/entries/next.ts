import {needs} from '../requirements';
import {bot, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'next',
  summary: 'Shows the next song in the media request queue: its channel and title, who requested it, and its link.',
  userLevel: 'everyone',
  aliases: ['!nextsong', '!whatisthenextsonghomie'],
  syntax: ['!next', '!nextsong', '!whatisthenextsonghomie'],
  arguments: [],
  cooldown: {perUserSeconds: 10},
  needs: [needs.mediaRequest],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Asking what plays next',
      lines: [
        viewer('LunaByte', '!next'),
        bot('@LunaByte, next song: SynthHarbor - Neon Synth Run (Full Album), requested by VelvetFox https://youtu.be/Vf0xSynthRn'),
        viewer('TacoRanger', '!nextsong'),
        bot('@TacoRanger, there are no songs in the queue!'),
      ],
    },
  ],
  edgeCases: [],
  relatedCommands: ['song', 'songqueue', 'when', 'songrequest'],
};

export default entry;
