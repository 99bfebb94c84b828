import {bot, broadcaster, moderator, streamer, twitchOnly} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'openstore',
  summary: 'Switches the regular (not sound effect) loyalty store items back on.',
  userLevel: 'moderator',
  aliases: [],
  syntax: ['!openstore'],
  arguments: [],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Opening the store, then again with nothing closed',
      lines: [
        moderator('ModMira', '!openstore'),
        bot('@ModMira, successfully updated 12 items. (Store opened)'),
        broadcaster('!openstore'),
        bot(`@${streamer}, No disabled regular store items found.`),
      ],
    },
  ],
  edgeCases: [{situation: 'No regular item is switched off', outcome: 'The bot says it found no disabled regular items; nothing changes.'}],
  relatedCommands: ['closestore', 'enablesfx', 'disablesfx', 'redeem', 'items'],
};

export default entry;
