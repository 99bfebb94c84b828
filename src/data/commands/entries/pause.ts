import {needs} from '../requirements';
import {bot, moderator, twitchOnly} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'pause',
  summary: 'Pauses the media request player; the queue stays as it is.',
  userLevel: 'moderator',
  aliases: [],
  syntax: ['!pause'],
  arguments: [],
  needs: [needs.mediaRequest],
  platforms: twitchOnly,
  examples: [{title: 'Pausing the music', lines: [moderator('ModMira', '!pause'), bot('@ModMira, Media request playback paused!')]}],
  edgeCases: [],
  relatedCommands: ['play', 'skip', 'volume', 'songqueue'],
};

export default entry;
