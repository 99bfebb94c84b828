import {allTokenTypes, channelRoom, draft07} from '../shared';
import type {Topic} from '../types';

const topic: Topic = {
  name: 'channel.session.update',
  position: 5,
  slug: 'channel-session-update',
  title: 'Session update',
  summary: 'One value of the channel’s stream session changed, such as the latest follower.',
  scope: 'session:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: {
    $schema: draft07,
    type: 'object',
    required: ['key', 'data'],
    properties: {
      key: {
        type: 'string',
        description: 'Which session value changed, spelled like the session keys an overlay sees (`follower-latest`, not `latest_follower`).',
        examples: ['follower-latest', 'tip-latest', 'subscriber-session'],
      },
      name: {type: 'string', description: 'The same text as `key`, always.'},
      provider: {type: 'string', description: 'Platform the change came from.', examples: ['twitch', 'youtube', 'kick']},
      channel: {type: 'string', pattern: '^[0-9a-f]{24}$', description: 'Channel ID of the channel whose session changed.'},
      data: {
        type: 'object',
        description: 'The new value for that key. Its fields depend on the key; a follower key carries the follower’s `name`.',
        properties: {
          activityId: {type: 'string', description: 'ID of the activity behind the change, as in `channel.activities`.'},
        },
      },
    },
  },
  examples: [
    {
      title: 'A new latest follower',
      id: '01JHFRSWVK182VYZ04SXWF6E99',
      ts: '2025-01-30T16:47:22Z',
      data: {
        key: 'follower-latest',
        name: 'follower-latest',
        provider: 'twitch',
        channel: '64f0c3a9d21b7e0012c4a5b6',
        data: {name: 'BrambleByte', activityId: '7149d439536b3216fdaeeb98'},
      },
    },
  ],
};

export default topic;
