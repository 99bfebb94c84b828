import {needs} from '../requirements';
import {bot, moderator, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
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
  notes: [
    {text: 'There is no leave, clear or next subcommand: a moderator takes a viewer out with remove.'},
    {text: 'The line that opens the queue starts with a mention of the moderator here; the Viewer Queue module page starts it with The. The title and the join hint are the same in both.', unconfirmed: true},
  ],
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
        bot('@ModMira, The Co-op runs queue is now open! Viewers can type !queue join to enter.'),
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
};

export default entry;
