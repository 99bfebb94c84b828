import {needs} from '../requirements';
import {bot, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'cancelduel',
  summary: 'Withdraws a duel challenge you sent, before the other viewer answers it.',
  userLevel: 'everyone',
  aliases: [],
  syntax: ['!cancelduel'],
  arguments: [],
  needs: [needs.duel],
  platforms: twitchOnly,
  examples: [
    {
      title: 'No challenge to withdraw',
      lines: [viewer('LunaByte', '!cancelduel'), bot('@LunaByte, You do not have any pending outgoing duel requests.')],
    },
  ],
  edgeCases: [{situation: 'You have not challenged anyone', outcome: 'The bot says you have no outgoing duel requests.'}],
  relatedCommands: ['duel', 'accept', 'deny'],
};

export default entry;
