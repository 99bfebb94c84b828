import {needs} from '../requirements';
import {bot, broadcaster, moderator, streamer, twitchOnly} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'enablesfx',
  summary: 'Switches the loyalty store’s sound effect items back on.',
  userLevel: 'moderator',
  aliases: ['!opensfx'],
  syntax: ['!enablesfx'],
  arguments: [],
  needs: [needs.sfxItems],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Turning sound effects back on, then again with nothing off',
      lines: [
        moderator('ModMira', '!enablesfx'),
        bot('@ModMira, successfully updated 4 items. (SFX store opened)'),
        broadcaster('!opensfx'),
        bot(`@${streamer}, No disabled SFX store items found.`),
      ],
    },
  ],
  edgeCases: [{situation: 'No sound effect is switched off', outcome: 'The bot says it found no disabled sound effect items.'}],
  relatedCommands: ['disablesfx', 'openstore', 'closestore', 'redeem'],
};

export default entry;
