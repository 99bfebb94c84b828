import {needs} from '../requirements';
import {bot, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'deny',
  summary: 'Turns down a duel that another viewer challenged you to.',
  userLevel: 'everyone',
  aliases: [],
  syntax: ['!deny'],
  arguments: [],
  needs: [needs.duel],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Nothing to turn down',
      lines: [viewer('SproutSpark', '!deny'), bot('@SproutSpark, You do not have any pending incoming duel requests to deny.')],
    },
  ],
  edgeCases: [{situation: 'Nobody has challenged you', outcome: 'The bot says you have no incoming duel requests.'}],
  relatedCommands: ['duel', 'accept', 'cancelduel'],
};

export default entry;
