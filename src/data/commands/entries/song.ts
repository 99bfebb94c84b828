import {needs} from '../requirements';
import {bot, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'song',
  summary: 'Shows the song that is playing now, who requested it and its link.',
  userLevel: 'everyone',
  aliases: [],
  syntax: ['!song'],
  arguments: [],
  cooldown: {globalSeconds: 15},
  needs: [needs.mediaRequest],
  notes: [{text: 'This page names Spotify as a possible source of the song; the song request module page allows YouTube alone. Expect YouTube songs.', unconfirmed: true}],
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
};

export default entry;
