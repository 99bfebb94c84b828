import {bot, viewer} from '../commands/chat';
import type {Guide} from './types';

const guide: Guide = {
  slug: 'lurk-command',
  title: 'Set up a lurk command',
  outcome: 'A friendly answer, with a random emote, when a viewer says they are still watching but away from chat.',
  platforms: ['twitch'],
  commands: {
    lurk: {
      name: 'lurk',
      userLevel: 'everyone',
      reply: '${sender} slipped into lurk mode. Thanks for keeping the stream company! ${random.emote}',
      userCooldownSeconds: 120,
      aliases: ['brb', 'afk'],
      chat: [viewer('TinyTurnip', '!lurk'), bot('TinyTurnip slipped into lurk mode. Thanks for keeping the stream company! cozyWave')],
    },
  },
};

export default guide;
