import {needs} from '../requirements';
import {twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'accept',
  summary: 'Accepts a duel that another viewer challenged you to.',
  userLevel: 'everyone',
  aliases: [],
  syntax: ['!accept'],
  arguments: [],
  needs: [needs.duel],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Taking up a challenge',
      lines: [viewer('TacoRanger', '!duel PixelPine 100'), viewer('PixelPine', '!accept')],
    },
  ],
  edgeCases: [],
  relatedCommands: ['duel', 'deny', 'cancelduel'],
};

export default entry;
