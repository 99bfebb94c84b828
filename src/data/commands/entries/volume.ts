import {needs} from '../requirements';
import {bot, broadcaster, moderator, streamer, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'volume',
  summary: "Shows the media request player's volume, or sets it between 0 and 100.",
  userLevel: 'everyone',
  aliases: [],
  syntax: ['!volume [level]'],
  arguments: [
    {
      name: '[level]',
      required: false,
      description: 'The new volume from 0 to 100, or +n / -n to turn the current volume up or down by n. The result always stays between 0 and 100. Leave it out to see the current volume.',
    },
  ],
  needs: [needs.mediaRequest],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Checking, then turning it down',
      lines: [
        viewer('LunaByte', '!volume'),
        bot('Current volume is 60%'),
        broadcaster('!volume 35'),
        bot(`@${streamer} set the songrequest volume to 35%`),
        moderator('ModMira', '!volume +10'),
        bot('@ModMira set the songrequest volume to 45%'),
      ],
    },
  ],
  edgeCases: [
    {situation: 'Every viewer can change the volume', outcome: 'By default anyone may run it; raise its user level in the dashboard if only moderators should.'},
    {situation: 'A step goes past either end', outcome: 'The volume stops at 0 or 100: !volume +30 at 90 % gives 100 %.'},
  ],
  relatedCommands: ['pause', 'play', 'skip'],
};

export default entry;
