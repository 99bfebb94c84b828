import type {Command} from './types';
import {allPlatforms, bot, moderator, twitchOnly, viewer} from './chat';
import {needs} from './requirements';

/** Community features with several subcommands: the viewer queue and saved quotes. */
export const communityCommands: readonly Command[] = [
  {
    name: 'queue',
    summary: 'Runs a viewer queue: viewers join and check their place; moderators open, close, pause, pick and remove.',
    userLevel: 'everyone',
    levelNote: 'open, close, pause, unpause, pick and remove need Moderator.',
    aliases: [],
    syntax: ['!queue <subcommand> [arguments...]'],
    arguments: [
      {name: '<subcommand>', required: true, description: 'What to do, such as join or pick (see below).'},
      {name: '[arguments...]', required: false, description: 'What the subcommand needs: a title for open, random or a username for pick, a username for remove.'},
    ],
    subcommands: [
      {name: 'join', syntax: ['!queue join'], description: 'Puts you in the queue and tells you your position.'},
      {name: 'position', syntax: ['!queue position'], description: 'Tells you where you are in the queue.'},
      {name: 'list', syntax: ['!queue list'], description: 'Posts the queue’s title, the first waiting names (up to 5), then how many others are waiting.'},
      {name: 'open', syntax: ['!queue open <title>'], description: 'Opens the queue under the title you give, so viewers can join. The title is required.', userLevel: 'moderator'},
      {name: 'close', syntax: ['!queue close'], description: 'Closes the queue to new viewers.', userLevel: 'moderator'},
      {name: 'pause', syntax: ['!queue pause'], description: 'Pauses the queue.', userLevel: 'moderator'},
      {name: 'unpause', syntax: ['!queue unpause'], description: 'Ends the pause.', userLevel: 'moderator'},
      {
        name: 'pick',
        syntax: ['!queue pick random', '!queue pick <username>'],
        description: 'Picks a viewer from the queue: type random for a random one, or the username of the one you want. One of the two is required.',
        userLevel: 'moderator',
      },
      {name: 'remove', syntax: ['!queue remove <username>'], description: 'Takes a viewer out of the queue.', userLevel: 'moderator'},
    ],
    needs: [needs.viewerQueue],
    notes: [{text: 'There is no leave, clear or next subcommand: a moderator takes a viewer out with remove.'}],
    platforms: twitchOnly,
    examples: [
      {
        title: 'A viewer in the queue',
        lines: [
          viewer('TacoRanger', '!queue join'),
          bot('@TacoRanger, you have been added to the queue in position #4.'),
          viewer('TacoRanger', '!queue position'),
          bot('@TacoRanger, you are currently position #2 in the queue.'),
        ],
      },
      {
        title: 'A moderator running the queue',
        lines: [
          moderator('ModMira', '!queue open Co-op runs'),
          bot('@ModMira, The queue "Co-op runs" is now open! Viewers can type !queue join to enter.'),
          moderator('ModMira', '!queue pick random'),
          bot('@PixelPine has been randomly selected from the queue!'),
          moderator('ModMira', '!queue pick LunaByte'),
          bot('@LunaByte has been picked from the queue!'),
          moderator('ModMira', '!queue remove NoisyNed'),
          bot('@ModMira, NoisyNed has been removed from the queue.'),
          moderator('ModMira', '!queue close'),
          bot('@ModMira, The queue is now closed.'),
        ],
      },
    ],
    edgeCases: [
      {situation: 'You type !queue open without a title', outcome: 'The queue stays closed: give it a title, as in !queue open Co-op runs.'},
      {situation: 'A viewer wants out of the queue', outcome: 'Viewers cannot leave on their own; a moderator removes them with !queue remove and their name.'},
    ],
    relatedCommands: ['join', 'raffle'],
  },
  {
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
          bot('#17 The tutorial is optional, right?'),
          viewer('SproutSpark', '!quote #5'),
          bot('#5 I meant to fall off that cliff.'),
        ],
      },
      {
        title: 'Saving and deleting a quote',
        lines: [
          moderator('ModMira', '!quote add Never trust a quiet chat.'),
          bot('@ModMira, successfully added quote #38.'),
          moderator('ModMira', '!quote del 38'),
          bot('@ModMira, successfully removed quote #38.'),
        ],
      },
    ],
    edgeCases: [],
    relatedCommands: ['8ball'],
    seeAlso: [{label: '$(quote): quotes inside your own commands', to: '/chatbot/variables/quote'}],
  },
];
