import {allPlatforms, bot, moderator, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'quote',
  summary: 'Posts a random saved quote or a chosen one; moderators add and remove quotes.',
  userLevel: 'everyone',
  levelNote: 'add and remove need Moderator.',
  aliases: [],
  syntax: ['!quote', '!quote <quote_id>', '!quote add <quote_text>', '!quote remove <quote_id>'],
  arguments: [
    {name: '<quote_id>', required: false, description: 'The number of the quote to show, with or without # in front (5 or #5). Leave it out for a random one.'},
  ],
  subcommands: [
    {name: 'add', syntax: ['!quote add <quote_text>'], description: 'Saves a new quote; the bot answers with its number.', userLevel: 'moderator', aliases: ['+']},
    {
      name: 'remove',
      syntax: ['!quote remove <quote_id>'],
      description: 'Deletes the quote with that number.',
      userLevel: 'moderator',
      aliases: ['rem', 'delete', 'del', '-'],
    },
  ],
  notes: [{text: 'Chat can only add and remove quotes; a quote’s text is changed in the dashboard.'}],
  platforms: allPlatforms,
  examples: [
    {
      title: 'Random and numbered quotes',
      lines: [
        viewer('SproutSpark', '!quote'),
        bot('@SproutSpark, #17: The tutorial is optional, right?'),
        viewer('SproutSpark', '!quote #5'),
        bot('@SproutSpark, #5: I meant to fall off that cliff.'),
      ],
    },
    {
      title: 'Saving and deleting a quote',
      lines: [
        moderator('ModMira', '!quote add Never trust a quiet chat.'),
        bot('@ModMira, added quote #38'),
        moderator('ModMira', '!quote del 38'),
        bot('@ModMira, removed quote #38'),
      ],
    },
  ],
  edgeCases: [],
  relatedCommands: ['8ball'],
  seeAlso: [{label: '$(quote): quotes inside your own commands', to: '/chatbot/variables/quote'}],
};

export default entry;
