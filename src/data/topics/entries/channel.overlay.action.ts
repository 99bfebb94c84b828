import {allTokenTypes, channelRoom, draft07} from '../shared';
import type {Topic} from '../types';
import {overlayActions} from '../payloads';

const topic: Topic = {
  name: 'channel.overlay.action',
  position: 8,
  slug: 'channel-overlay-action',
  title: 'Overlay action',
  summary: 'Control actions for the channel’s overlays, such as pausing, muting, skipping or reloading.',
  scope: 'overlays:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: {
    $schema: draft07,
    type: 'object',
    required: ['action'],
    properties: {
      action: {type: 'string', enum: overlayActions, description: 'The action to carry out.'},
    },
  },
  examples: [
    {title: 'A mute action', id: '01JN0MNS7C0JGQ4SR4QVH3H63J', ts: '2025-02-21T21:12:48Z', data: {action: 'mute'}},
    {title: 'A skip action', id: '01JJKGGSFKYS7AA4DZEWNWV8CF', ts: '2025-02-21T21:13:05Z', data: {action: 'skip'}},
  ],
};

export default topic;
