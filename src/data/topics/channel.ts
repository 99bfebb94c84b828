import type {Topic} from './types';
import {allTokenTypes, channelRoom, draft07} from './shared';

/** The actions the reference lists for overlays; it gives no further meaning for each. */
export const overlayActions = ['pause', 'unpause', 'mute', 'unmute', 'skip', 'playNext', 'emptyHypeCup', 'reload'] as const;

export const channelOverlayAction: Topic = {
  name: 'channel.overlay.action',
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

export const channelSessionUpdate: Topic = {
  name: 'channel.session.update',
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

export const channelStreamStatus: Topic = {
  name: 'channel.stream.status',
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

export const channelKvstoreUpdate: Topic = {
  name: 'channel.kvstore.update',
  slug: 'channel-kvstore-update',
  title: 'Key-value store update',
  summary: 'A value in the channel’s key-value store changed.',
  scope: 'kvstore:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  // The reference documents no payload fields for this topic, so there is no schema to show.
  examples: [],
};
