import {needs} from '../requirements';
import {bot, broadcaster, moderator, twitchOnly} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'cancelraffle',
  summary: 'Stops the raffle that is running, whether it was started with !raffle or !sraffle.',
  userLevel: 'moderator',
  aliases: ['!rafflecancel'],
  syntax: ['!cancelraffle'],
  arguments: [],
  needs: [needs.raffle],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Cancelling, then trying again with nothing running',
      lines: [
        moderator('ModMira', '!cancelraffle'),
        bot('The raffle was canceled!'),
        broadcaster('!cancelraffle'),
        bot('There is no active raffle to cancel.'),
      ],
    },
  ],
  edgeCases: [{situation: 'No raffle is running', outcome: 'The bot says there is no active raffle to cancel.'}],
  relatedCommands: ['raffle', 'sraffle', 'join'],
};

export default entry;
