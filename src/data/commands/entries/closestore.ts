import {bot, moderator, twitchOnly} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'closestore',
  summary: 'Switches off all regular (not sound effect) loyalty store items at once.',
  userLevel: 'moderator',
  aliases: [],
  syntax: ['!closestore'],
  arguments: [],
  platforms: twitchOnly,
  examples: [{title: 'Closing the store', lines: [moderator('ModMira', '!closestore'), bot('@ModMira, successfully updated 12 items.')]}],
  edgeCases: [{situation: 'Sound effects can still be bought', outcome: 'That is expected: !closestore leaves them alone. Use !disablesfx for those.'}],
  relatedCommands: ['openstore', 'disablesfx', 'enablesfx', 'redeem'],
};

export default entry;
