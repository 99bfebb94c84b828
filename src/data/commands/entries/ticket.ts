import {bot, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'ticket',
  summary: 'Buys tickets for the running giveaway with your loyalty points.',
  userLevel: 'everyone',
  aliases: ['!enter'],
  syntax: ['!ticket [number_of_tickets]'],
  arguments: [
    {name: '[number_of_tickets]', required: false, description: 'How many tickets to buy, as a positive whole number. 1 when left out.'},
  ],
  notes: [{text: '!ticket max: the Giveaways module page has it buy as many tickets as your points and the per-viewer cap allow; this page takes only a number. Type a number to be safe.', unconfirmed: true}],
  platforms: twitchOnly,
  examples: [
    {
      title: 'One ticket, then three more',
      lines: [
        viewer('LunaByte', '!ticket'),
        bot('@LunaByte, you successfully bought 1 ticket!'),
        viewer('LunaByte', '!enter 3'),
        bot('@LunaByte, you successfully bought 3 tickets!'),
      ],
    },
  ],
  edgeCases: [{situation: 'The bot does not answer', outcome: 'That is normal: by default it stays quiet on !ticket, so a rush of entries does not flood chat.'}],
  relatedCommands: ['giveaway', 'points'],
  seeAlso: [{label: 'Giveaways module', to: '/chatbot/modules/giveaways'}],
};

export default entry;
