import {bot, moderator, twitchOnly} from '../chat';
import {chatLevelValues} from '../../userLevels';
import {levelChoices} from '../phrases';
import type {Command} from '../types';

const entry: Command = {
  name: 'level',
  summary: "Shows a viewer's user level for the bot, sets it, or resets it.",
  userLevel: 'supermoderator',
  userLevelUnconfirmed: true,
  aliases: [],
  syntax: ['!level <username>', '!level <username> <level_value>', '!level <username> reset'],
  arguments: [
    {name: '<username>', required: true, description: 'The viewer to look up or change.'},
    {
      name: '<level_value>',
      required: false,
      description: `A level number: ${levelChoices}. Type reset instead to go back to the level their role on the platform gives them. Leave it out to only look.`,
    },
  ],
  notes: [
    {
      text: 'Who may run it by default: this page gives Super Moderator, while its own intro and the user management page say moderators and the broadcaster. Check its level among your default commands.',
      unconfirmed: true,
    },
  ],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Looking up, promoting and resetting a viewer',
      lines: [
        moderator('SuperModSam', '!level MossyMarten'),
        bot('@SuperModSam, The level of MossyMarten is 100.'),
        moderator('SuperModSam', '!level MossyMarten 300'),
        bot("@SuperModSam, Successfully set MossyMarten's level to 300 (Regular)."),
        moderator('SuperModSam', '!level MossyMarten reset'),
        bot("@SuperModSam, Successfully reset MossyMarten's level to 100 (Everyone)."),
      ],
    },
  ],
  edgeCases: [
    {situation: 'The command is typed the wrong way', outcome: `The bot answers with a usage hint (the name, then a level number or reset), or with the list of valid levels: ${chatLevelValues.join(', ')}.`},
    {situation: 'You try to make someone the broadcaster', outcome: 'That level has no number in chat; it is set only in the dashboard.'},
  ],
  relatedCommands: ['permit', 'command'],
  seeAlso: [{label: 'User levels explained', to: '/chatbot/commands#user-levels'}],
};

export default entry;
