import type {Command} from './types';
import {bot, broadcaster, moderator, streamer, twitchOnly, viewer} from './chat';
import {needs} from './requirements';

/** Song requests from the moderator's side: the player and the queue. */
export const mediaControlCommands: readonly Command[] = [
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    name: 'removesong',
    summary: 'Removes one song from the media request queue by its link, or every song one viewer requested.',
    userLevel: 'moderator',
    aliases: ['!songs.pop()'],
    syntax: ['!removesong <song_url>', '!removesong <username>'],
    arguments: [
      {name: '<song_url>', required: true, description: 'The link of the queued song to remove. Use this or a username.'},
      {name: '<username>', required: true, description: 'A viewer whose requests should all leave the queue. Use this or a link.'},
    ],
    cooldown: {globalSeconds: 10},
    needs: [needs.mediaRequest],
    platforms: twitchOnly,
    examples: [
      {
        title: 'By link, then by requester',
        lines: [
          moderator('ModMira', '!removesong https://youtu.be/Lq7RainCafe'),
          bot('@ModMira, Lofi Rain Cafe - 1 Hour Mix was removed from the queue.'),
          broadcaster('!removesong NoisyNed'),
          bot(`@${streamer}, All songs requested by NoisyNed have been removed.`),
        ],
      },
    ],
    edgeCases: [],
    relatedCommands: ['srclear', 'wrongsong', 'skip', 'songqueue'],
  },
  {
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
  },
];
