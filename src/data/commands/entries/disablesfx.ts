import {needs} from '../requirements';
import {bot, moderator, twitchOnly} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'disablesfx',
  summary: 'Switches off every sound effect item in the loyalty store.',
  userLevel: 'moderator',
  aliases: ['!closesfx'],
  syntax: ['!disablesfx'],
  arguments: [],
  needs: [needs.sfxItems],
  platforms: twitchOnly,
  examples: [{title: 'Silencing sound effects', lines: [moderator('ModMira', '!disablesfx'), bot('@ModMira, successfully updated 4 items.')]}],
  edgeCases: [{situation: 'Other store items can still be bought', outcome: 'That is expected: only sound effects are switched off. Use !closestore for the rest.'}],
  relatedCommands: ['enablesfx', 'closestore', 'openstore', 'redeem'],
};

export default entry;
