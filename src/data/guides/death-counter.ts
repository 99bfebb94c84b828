import {bot, moderator, viewer} from '../commands/chat';
import type {Guide} from './types';

/** The counter every command of this guide shares. */
export const deathCounter = 'deaths';

const guide: Guide = {
  slug: 'death-counter',
  title: 'Set up a death counter',
  outcome: 'Moderators count each death with one command, anyone checks the total with another, and a third starts again at zero.',
  commands: {
    count: {
      name: 'died',
      userLevel: 'moderator',
      reply: `Down again! Deaths this run: \${count ${deathCounter}}`,
      chat: [moderator('ModMira', '!died'), bot('Down again! Deaths this run: 12')],
    },
    show: {
      name: 'deathcount',
      userLevel: 'everyone',
      reply: `The hero has fallen \${getcount ${deathCounter}} times so far.`,
      chat: [viewer('TinyTurnip', '!deathcount'), bot('The hero has fallen 12 times so far.')],
    },
    reset: {
      name: 'deathreset',
      userLevel: 'moderator',
      reply: `New run, clean slate. Deaths: \${count ${deathCounter} 0}`,
      chat: [moderator('ModMira', '!deathreset'), bot('New run, clean slate. Deaths: 0')],
    },
    undo: {
      name: 'undodeath',
      userLevel: 'moderator',
      reply: `That one did not count. Deaths this run: \${count ${deathCounter} -1}`,
      chat: [moderator('ModMira', '!undodeath'), bot('That one did not count. Deaths this run: 11')],
    },
  },
};

export default guide;
