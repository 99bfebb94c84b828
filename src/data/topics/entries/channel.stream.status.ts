import {allTokenTypes, channelRoom, draft07} from '../shared';
import type {Topic} from '../types';

const topic: Topic = {
  name: 'channel.stream.status',
  position: 7,
  slug: 'channel-stream-status',
  title: 'Stream status',
  summary: 'The channel went live on a platform, or went offline everywhere.',
  scope: 'stream-live:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: {
    $schema: draft07,
    type: 'object',
    required: ['isLive'],
    additionalProperties: false,
    properties: {
      isLive: {
        type: 'boolean',
        description: '`true` while the channel is live on any of its platforms; `false` only once it is live on none of them. It is the only field.',
      },
    },
  },
  examples: [
    {title: 'The stream goes live', id: '01JHMFYFF1TK31CZT5GEVQEZ2N', ts: '2025-03-03T18:00:41Z', data: {isLive: true}},
    {title: 'The stream ends', id: '01J9S3D19T33BSWM75ANCBX2KR', ts: '2025-03-03T21:37:09Z', data: {isLive: false}},
  ],
};

export default topic;
