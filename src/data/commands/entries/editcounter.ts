import {needs} from '../requirements';
import {allPlatforms, bot, broadcaster, moderator, streamer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'editcounter',
  summary: 'Changes the value of an existing counter: set it to a number, or add or subtract.',
  userLevel: 'moderator',
  aliases: ['!editcount'],
  syntax: ['!editcounter <counter_name> <value>'],
  arguments: [
    {name: '<counter_name>', required: true, description: 'The counter to change. It must already exist.'},
    {name: '<value>', required: true, description: 'A plain number sets the counter to it (15); +number adds (+1); -number subtracts (-3).'},
  ],
  needs: [needs.counter],
  platforms: allPlatforms,
  examples: [
    {
      title: 'Adding, setting and subtracting',
      lines: [
        moderator('ModMira', '!editcounter deaths +1'),
        bot('@ModMira, changed the deaths counter from 11 to 12.'),
        broadcaster('!editcounter wins 7'),
        bot(`@${streamer}, changed the wins counter from 6 to 7.`),
        moderator('ModMira', '!editcounter pushups -10'),
        bot('@ModMira, changed the pushups counter from 80 to 70.'),
      ],
    },
  ],
  edgeCases: [
    {situation: 'The counter has never been used', outcome: 'Create it first, for example with a custom command whose response uses $(count deaths).'},
  ],
  relatedCommands: ['command'],
  seeAlso: [
    {label: '$(count): create, show and change counters', to: '/chatbot/variables/count'},
    {label: '$(getcount): read a counter without changing it', to: '/chatbot/variables/getcount'},
  ],
};

export default entry;
