import {needs} from '../requirements';
import {bot, broadcaster, moderator, streamer, twitchOnly} from '../chat';
import type {Command} from '../types';

const entry: Command = {
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
        bot(`@${streamer}, skipped all songs from NoisyNed`),
      ],
    },
  ],
  edgeCases: [],
  relatedCommands: ['srclear', 'wrongsong', 'skip', 'songqueue'],
};

export default entry;
