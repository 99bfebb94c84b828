import {needs} from '../requirements';
import {bot, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'songrequest',
  summary: 'Adds a song or video to the media request queue, found by search words or a link.',
  userLevel: 'everyone',
  aliases: ['!sr'],
  syntax: ['!songrequest <search_term_or_url>', '!sr <search_term_or_url>'],
  arguments: [
    {name: '<search_term_or_url>', required: true, description: 'Words to search YouTube for, or a link to a YouTube video; other media sites are not accepted.'},
  ],
  cooldown: {perUserSeconds: 15, globalSeconds: 3},
  cost: 'Set in the media request settings; subscribers can get a discount, and viewers at or above the exempt level (Moderator by default) pay nothing.',
  needs: [needs.mediaRequest],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Requesting by search words and by link',
      lines: [
        viewer('MossyMarten', '!songrequest lofi rain cafe'),
        bot('@MossyMarten, added "Lofi Rain Cafe - 1 Hour Mix" to the queue at #3 (playing ~in 6 mins 40 secs) https://youtu.be/Lq7RainCafe'),
        viewer('VelvetFox', '!sr https://www.youtube.com/watch?v=Vf0xSynthRn'),
        bot('@VelvetFox, added "Neon Synth Run (Full Album)" to the queue at #4 (playing ~in 9 mins 5 secs) https://youtu.be/Vf0xSynthRn'),
      ],
    },
  ],
  edgeCases: [{situation: 'The wrong song was added', outcome: 'Take your last request back with !wrongsong.'}],
  relatedCommands: ['songqueue', 'song', 'next', 'when', 'wrongsong', 'voteskip'],
};

export default entry;
