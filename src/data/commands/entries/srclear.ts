import {needs} from '../requirements';
import {bot, moderator, twitchOnly} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'srclear',
  summary: 'Empties the whole media request queue at once.',
  userLevel: 'moderator',
  aliases: ['!mrclear'],
  syntax: ['!srclear'],
  arguments: [],
  cooldown: {perUserSeconds: 10, globalSeconds: 10},
  needs: [needs.mediaRequest],
  platforms: twitchOnly,
  examples: [{title: 'Clearing the queue', lines: [moderator('ModMira', '!srclear'), bot('@ModMira, Songrequest queue has been cleared!')]}],
  edgeCases: [{situation: 'Only a few songs are the problem', outcome: 'Use !removesong for one song or one viewer’s requests; !srclear removes every queued song.'}],
  relatedCommands: ['removesong', 'wrongsong', 'skip', 'songrequest'],
};

export default entry;
