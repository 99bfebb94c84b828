import {bot, viewer} from '../commands/chat';
import type {Guide} from './types';

/** The daily start time of the guide's example, already converted to UTC. */
export const dailyStartUtc = '19:00';
/** The one-time moment of the guide's example: date, T, local time, UTC offset. */
export const oneTimeMoment = '2027-05-08T18:00:00-04:00';

const guide: Guide = {
  slug: 'countdown-command',
  title: 'Create a countdown command',
  outcome: 'A command that tells chat how long is left until your daily start time or until one fixed moment.',
  commands: {
    daily: {
      name: 'nextlive',
      userLevel: 'everyone',
      reply: `The next stream starts in \${time.until ${dailyStartUtc}}. See you there!`,
      chat: [viewer('sunnyotter', '!nextlive'), bot('The next stream starts in 4 hours 15 mins. See you there!')],
    },
    oneTime: {
      name: 'premiere',
      userLevel: 'everyone',
      reply: `The album premiere goes live in \${time.until ${oneTimeMoment}}.`,
      chat: [viewer('PixelPanda', '!premiere'), bot('The album premiere goes live in 12 days 3 hours.')],
    },
  },
};

export default guide;
