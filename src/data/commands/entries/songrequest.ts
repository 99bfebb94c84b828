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
    {
      name: '<search_term_or_url>',
      required: true,
      description: 'A YouTube video link, a YouTube video id, a YouTube playlist link (only when playlist requests are switched on), or search words, for which the first YouTube result is taken.',
    },
  ],
  cooldown: {perUserSeconds: 15, globalSeconds: 3},
  cost: 'Set in the media request settings; subscribers can get a discount, and viewers at or above the exempt level (Moderator by default) pay nothing.',
  needs: [needs.mediaRequest],
  notes: [{text: 'This page says a Spotify account can be linked; the song request module page allows YouTube alone. Request YouTube videos to be safe.', unconfirmed: true}],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Requesting by search words and by link',
      lines: [
        viewer('MossyMarten', '!songrequest lofi rain cafe'),
        bot('@MossyMarten, added Quiet Tide Records - "Lofi Rain Cafe - 1 Hour Mix" to the queue at #3 (playing ~in 6 mins 40 secs) https://youtu.be/Lq7RainCafe'),
        viewer('VelvetFox', '!sr https://www.youtube.com/watch?v=Vf0xSynthRn'),
        bot('@VelvetFox, added SynthHarbor - "Neon Synth Run (Full Album)" to the queue at #4 (playing ~in 9 mins 5 secs) https://youtu.be/Vf0xSynthRn'),
      ],
    },
  ],
  edgeCases: [{situation: 'The wrong song was added', outcome: 'Take your last request back with !wrongsong.'}],
  relatedCommands: ['songqueue', 'song', 'next', 'when', 'wrongsong', 'voteskip'],
  seeAlso: [{label: 'Song requests module', to: '/chatbot/modules/songrequest'}],
};

export default entry;
