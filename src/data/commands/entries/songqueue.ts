import {needs} from '../requirements';
import {bot, channelSlug, moderator, twitchOnly} from '../chat';
import {site} from '../../../site';
import type {Command} from '../types';

const entry: Command = {
  name: 'songqueue',
  summary: 'Posts the link to the public page that shows the media request queue.',
  userLevel: 'moderator',
  aliases: ['!songlist'],
  syntax: ['!songqueue'],
  arguments: [],
  cooldown: {globalSeconds: 10},
  needs: [needs.mediaRequest],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Posting the queue link for chat',
      lines: [
        moderator('ModMira', '!songqueue'),
        bot(`You can see the songrequest queue here ${site.homepage}/${channelSlug}/mediarequest`),
      ],
    },
  ],
  edgeCases: [],
  relatedCommands: ['songrequest', 'song', 'next', 'when', 'wrongsong'],
};

export default entry;
