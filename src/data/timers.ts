import type {Setting} from '@site/src/data/settings';

/**
 * The fields of one chat timer, as the dashboard's timer editor shows them. The provider's newer
 * pages describe one interval, counted while you are live; whether an offline one exists is not confirmed
 * (updates-2026c unsure timers_offline_interval), so it is not listed.
 */
export const timerFields: readonly Setting[] = [
  {
    name: 'Timer name',
    type: 'text',
    default: null,
    meaning: 'How you find the timer in the list; !timer also accepts it to switch the timer on or off from chat.',
  },
  {
    name: 'Messages',
    type: 'list',
    default: null,
    range: 'One or more',
    meaning: 'What the timer posts in chat. With several messages, each run posts the next one in turn.',
  },
  {
    name: 'Online interval',
    type: 'minutes',
    default: null,
    meaning: 'How many minutes pass between two posts while you are live.',
  },
  {
    name: 'Chat lines',
    type: 'number',
    default: null,
    range: 'Chat messages counted over the last 5 minutes',
    meaning: 'The fewest chat messages there must have been for the timer to post, so a quiet chat is not flooded with reminders.',
  },
  {
    name: 'Stream title keywords',
    type: 'list',
    default: null,
    range: 'Optional',
    meaning: 'A condition: words your stream title must contain for the timer to run.',
  },
  {
    name: 'Stream categories',
    type: 'list',
    default: null,
    meaning: 'A condition: the categories you must be streaming in for the timer to run, such as Just Chatting.',
  },
];
