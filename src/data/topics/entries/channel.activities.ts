import {allTokenTypes, channelRoom, draft07, exampleChannelId, objectId, timestamp} from '../shared';
import type {Topic} from '../types';
import {activityProviders, activityTypes} from '../payloads';

const topic: Topic = {
  name: 'channel.activities',
  position: 1,
  slug: 'channel-activities',
  title: 'Activities',
  summary: 'Every channel activity as it happens: follows, subscriptions, cheers, raids, tips, merch and more.',
  scope: 'activities:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: {
    $schema: draft07,
    type: 'object',
    required: ['type', 'provider', 'channel', 'data', '_id', 'createdAt', 'updatedAt', 'activityId', 'sessionEventsCount'],
    properties: {
      type: {type: 'string', description: 'Kind of activity.', examples: activityTypes},
      provider: {type: 'string', description: 'Platform or service the activity came from.', examples: activityProviders},
      channel: objectId('Channel ID of the channel the activity belongs to.'),
      data: {
        type: 'object',
        description: 'Who the activity is about.',
        required: ['username', 'displayName', 'providerId', 'avatar'],
        properties: {
          username: {
            type: 'string',
            description: 'User who triggered the activity, or the user it applies to (for a gifted sub, the recipient).',
          },
          displayName: {type: 'string', description: 'Display name of that user.'},
          providerId: {type: 'string', description: 'User ID on the provider’s platform.'},
          avatar: {type: 'string', description: 'URL of the user’s profile picture.'},
        },
      },
      _id: objectId('ID of the stored activity.'),
      createdAt: timestamp('When the activity was recorded'),
      updatedAt: timestamp('When the activity record last changed'),
      activityId: objectId('ID of the activity.'),
      sessionEventsCount: {type: 'integer', minimum: 0, description: 'Number of events counted in the current session.'},
    },
  },
  examples: [
    {
      title: 'A new follower on Twitch',
      id: '01JM9S346Q3D25VT4F5V37E3S3',
      ts: '2025-03-08T19:24:05Z',
      data: {
        type: 'follow',
        provider: 'twitch',
        channel: exampleChannelId,
        data: {
          username: 'mossy_otter',
          displayName: 'Mossy_Otter',
          providerId: '583920174',
          avatar: 'https://cdn.example.com/avatars/mossy_otter.png',
        },
        _id: '7149d439536b3216fdaeeb97',
        createdAt: '2025-03-08T19:24:04.871Z',
        updatedAt: '2025-03-08T19:24:04.871Z',
        activityId: '7149d439536b3216fdaeeb97',
        sessionEventsCount: 12,
      },
    },
  ],
};

export default topic;
