import {site} from '../../site';
import type {Command} from './types';
import {bot, channelSlug, moderator, twitchOnly, viewer} from './chat';
import {needs} from './requirements';

/** Song requests from the viewer's side: asking for songs and seeing the queue. */
export const mediaRequestCommands: readonly Command[] = [
  {
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
  },
  {
    name: 'song',
    summary: 'Shows the song that is playing now, who requested it and its link.',
    userLevel: 'everyone',
    aliases: [],
    syntax: ['!song'],
    arguments: [],
    cooldown: {globalSeconds: 15},
    needs: [needs.mediaRequest],
    platforms: twitchOnly,
    examples: [
      {
        title: 'While a song plays, and when nothing does',
        lines: [
          viewer('VelvetFox', '!song'),
          bot('@VelvetFox, current song: ChillHopCafe - Rainy Window Lofi, requested by mossymarten https://youtu.be/Lq7RainCafe'),
          viewer('SproutSpark', '!song'),
          bot('@SproutSpark, No song is currently playing.'),
        ],
      },
    ],
    edgeCases: [],
    relatedCommands: ['next', 'songqueue', 'songrequest'],
  },
  {
    name: 'next',
    summary: 'Shows the next song in the media request queue: its channel and title, who requested it, and its link.',
    userLevel: 'everyone',
    aliases: ['!nextsong', '!whatisthenextsonghomie'],
    syntax: ['!next', '!nextsong', '!whatisthenextsonghomie'],
    arguments: [],
    cooldown: {perUserSeconds: 10},
    needs: [needs.mediaRequest],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Asking what plays next',
        lines: [
          viewer('LunaByte', '!next'),
          bot('Next song: SynthHarbor - Neon Synth Run (Full Album), requested by VelvetFox https://youtu.be/Vf0xSynthRn'),
          viewer('TacoRanger', '!nextsong'),
          bot('There are no songs currently in the queue.'),
        ],
      },
    ],
    edgeCases: [],
    relatedCommands: ['song', 'songqueue', 'when', 'songrequest'],
  },
  {
    name: 'when',
    summary: 'Tells where your latest song request, or a song you name by its link, is in the queue and roughly when it will play.',
    userLevel: 'everyone',
    aliases: ['!mysong'],
    syntax: ['!when [youtube_link_or_id]'],
    arguments: [
      {
        name: '[youtube_link_or_id]',
        required: false,
        description: 'A YouTube link or video id of a queued song, to ask about that song instead of your own latest request.',
      },
    ],
    cooldown: {globalSeconds: 15},
    needs: [needs.mediaRequest],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Waiting, playing, and nothing requested',
        lines: [
          viewer('MossyMarten', '!when'),
          bot('@MossyMarten, "Lofi Rain Cafe - 1 Hour Mix" is #3 in the queue and plays in about 9 mins'),
          viewer('VelvetFox', '!mysong Vf0xSynthRn'),
          bot('@VelvetFox, "Neon Synth Run (Full Album)" is playing right now'),
          viewer('PixelPine', '!when'),
          bot('@PixelPine, you do not have a song in the queue.'),
        ],
      },
    ],
    edgeCases: [
      {situation: 'You requested several songs', outcome: 'Without a link the answer is about your most recent request only; add the link or video id to ask about another one.'},
    ],
    relatedCommands: ['songrequest', 'songqueue', 'wrongsong', 'next'],
  },
  {
    name: 'wrongsong',
    summary: 'Removes the last song you requested from the media request queue.',
    userLevel: 'everyone',
    aliases: ['!ctrl-z', '!heybuddyithinkyougotthewrongsong'],
    syntax: ['!wrongsong', '!ctrl-z'],
    arguments: [],
    cooldown: {perUserSeconds: 10},
    needs: [needs.mediaRequest],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Taking back a request',
        lines: [
          viewer('TacoRanger', '!wrongsong'),
          bot('@TacoRanger Removed your last song from the queue: Accordion Polka Remix by Squeezebox Sam'),
          viewer('TacoRanger', '!ctrl-z'),
          bot("@TacoRanger You haven't requested any songs recently."),
        ],
      },
    ],
    edgeCases: [{situation: 'You want an older request removed', outcome: 'Only the last one can be taken back this way; ask a moderator to use !removesong for others.'}],
    relatedCommands: ['songrequest', 'when', 'removesong', 'songqueue'],
  },
  {
    name: 'voteskip',
    summary: 'Adds your vote to skip the song that is playing; enough votes skip it.',
    userLevel: 'everyone',
    aliases: [],
    syntax: ['!voteskip'],
    arguments: [],
    cooldown: {perUserSeconds: 10},
    needs: [needs.mediaRequest, needs.voteSkip],
    notes: [{text: 'Each vote is answered with the number of votes still needed; the vote that completes the count announces the skip.'}],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Votes adding up to a skip',
        lines: [
          viewer('PixelPine', '!voteskip'),
          bot('@PixelPine Skip requested! Current song will be skipped in 2 more votes!'),
          viewer('SproutSpark', '!voteskip'),
          bot('@SproutSpark Skip requested! Current song will be skipped in 1 more votes!'),
          viewer('LunaByte', '!voteskip'),
          bot('@LunaByte Vote to skip successful! Skipping to the next media request.'),
        ],
      },
    ],
    edgeCases: [],
    relatedCommands: ['skip', 'song', 'next', 'songrequest'],
  },
  {
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
          bot(`You can see the current song request queue here: ${site.homepage}/${channelSlug}/mediarequest`),
        ],
      },
    ],
    edgeCases: [],
    relatedCommands: ['songrequest', 'song', 'next', 'when', 'wrongsong'],
  },
];
