import {chatLevelValues} from '../userLevels';
import {responseTypes} from './responseTypes';

/**
 * Settings a custom command takes through `!command options !name <option> <value>`.
 * Rendered as a table on the custom commands page and the !command page.
 */
export interface CustomCommandOption {
  flag: string;
  meaning: string;
  values: string;
  example: string;
}

export const customCommandOptions: readonly CustomCommandOption[] = [
  {flag: '-cd', meaning: 'Global cooldown: how long the whole chat waits before the command works again.', values: 'Seconds', example: '-cd 20'},
  {flag: '-usercd', meaning: 'User cooldown: how long each viewer waits before using it again.', values: 'Seconds', example: '-usercd 45'},
  {flag: '-cost', meaning: 'Loyalty points taken from the viewer each time they use it.', values: 'Points', example: '-cost 100'},
  {
    flag: '-level',
    meaning: 'The lowest user level allowed to use it.',
    values: `A level number, not a name: ${chatLevelValues.join(', ')}`,
    example: '-level 250',
  },
  {
    flag: '-type',
    meaning: 'How the bot answers.',
    values: responseTypes.map((type, i) => (i === 0 ? `${type.value} (the default)` : type.value)).join(', '),
    example: '-type reply',
  },
  {flag: '-enable', meaning: 'Switches the command on.', values: 'No value', example: '-enable'},
  {flag: '-disable', meaning: 'Switches the command off without deleting it.', values: 'No value', example: '-disable'},
  {flag: '-trigger', meaning: 'Renames the command, changing the word chatters type to run it.', values: 'The new command name', example: '-trigger !socials'},
  {flag: '-count', meaning: 'Sets the command’s usage count, the number $(count) shows in its response.', values: 'A whole number', example: '-count 0'},
];
