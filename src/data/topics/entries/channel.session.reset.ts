import {allTokenTypes, channelRoom, draft07} from '../shared';
import type {Topic} from '../types';

const topic: Topic = {
  name: 'channel.session.reset',
  position: 6,
  slug: 'channel-session-reset',
  title: 'Session reset',
  summary: 'The stream session was reset; the message holds the whole fresh session in one flat object.',
  scope: 'session:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: {
    $schema: draft07,
    type: 'object',
    description:
      'The whole session after the reset, flat: every session key (`follower-latest`, `tip-session`, ...) sits directly in `data`, with no `key` and no wrapper around it. The keys are the ones an overlay sees in its session data.',
    additionalProperties: true,
  },
  examples: [
    {
      title: 'A session after a reset',
      id: '01K30G5K7M9P1R3T5W7Y9A1C3E',
      ts: '2026-06-05T08:00:02Z',
      data: {
        'follower-latest': {name: 'CedarCanoe'},
        'follower-session': {count: 0},
        'follower-goal': {amount: 0},
        'subscriber-session': {count: 0},
        'tip-latest': {name: 'MarbleMoth', amount: 12, message: 'For the new mic'},
        'tip-session': {amount: 0},
        'tip-total': {amount: 1840.5},
        'cheer-count': {count: 0},
      },
    },
  ],
};

export default topic;
