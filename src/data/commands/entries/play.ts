import {needs} from '../requirements';
import {bot, moderator, twitchOnly} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'play',
  summary: 'Resumes the media request player after !pause.',
  userLevel: 'moderator',
  aliases: ['!resume'],
  syntax: ['!play', '!resume'],
  arguments: [],
  needs: [needs.mediaRequest],
  platforms: twitchOnly,
  examples: [{title: 'Starting the music again', lines: [moderator('ModMira', '!play'), bot('@ModMira, Media request playback resumed!')]}],
  edgeCases: [],
  relatedCommands: ['pause', 'skip', 'volume', 'songqueue'],
};

export default entry;
