import {allPlatforms, bot, broadcaster} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'filesay',
  summary: 'Reads a public raw text file and posts each line in chat, as a message or a command.',
  userLevel: 'supermoderator',
  aliases: [],
  syntax: ['!filesay <url>'],
  arguments: [{name: '<url>', required: true, description: 'The address of a raw text file that anyone can open, with one message or command per line.'}],
  platforms: allPlatforms,
  examples: [
    {
      title: 'Running a ban list',
      lines: [broadcaster('!filesay https://example.com/lists/raid-bans.txt'), bot('Executing 3 lines from URL...')],
    },
  ],
  edgeCases: [
    {situation: 'Your list lives on a paste site', outcome: 'Link to its raw view, which is the plain text file itself, not the page around it.'},
  ],
  relatedCommands: ['nuke', 'nukeusername'],
};

export default entry;
