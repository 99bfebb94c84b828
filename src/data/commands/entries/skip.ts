import {needs} from '../requirements';
import {bot, moderator, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'skip',
  summary: 'Skips the song that is playing in the media request queue.',
  userLevel: 'moderator',
  aliases: ['!skipsong'],
  syntax: ['!skip'],
  arguments: [],
  cooldown: {globalSeconds: 10},
  needs: [needs.mediaRequest],
  platforms: twitchOnly,
  examples: [
    {
      title: 'A moderator skips; a viewer cannot',
      lines: [
        moderator('ModMira', '!skip'),
        bot('@ModMira, skipped song: Accordion Polka Remix by Squeezebox Sam'),
        viewer('LunaByte', '!skip'),
        bot('@LunaByte, you do not have permission to use that command.'),
      ],
    },
  ],
  edgeCases: [{situation: 'A viewer without the user level tries it', outcome: 'The bot says they do not have permission. Viewers can use !voteskip instead.'}],
  relatedCommands: ['voteskip', 'song', 'next', 'removesong', 'pause'],
};

export default entry;
