import type {JsonSchema, Topic} from './types';
import {allTokenTypes, channelRoom, draft07} from './shared';

/** Chat-triggered chatbot events share the message and chatter fields; `extra` adds the rest. */
function chatEventSchema(extra: Record<string, JsonSchema>, who: string): JsonSchema {
  return {
    $schema: draft07,
    type: 'object',
    required: ['msg_id', 'user_id', 'user_name', ...Object.keys(extra)],
    properties: {
      msg_id: {type: 'string', description: 'ID of the chat message behind the event.'},
      user_id: {type: 'string', description: `Platform user ID of ${who}.`},
      user_name: {type: 'string', description: `Name of ${who}.`},
      ...extra,
    },
  };
}

const flag = (description: string): JsonSchema => ({type: 'boolean', description});

export const chatbotStatus: Topic = {
  name: 'channel.chatbot.status',
  slug: 'chatbot/chatbot-status',
  title: 'Chatbot status',
  summary: 'The chatbot’s standing in chat changed: joined, muted, banned or made a moderator.',
  scope: 'bot:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: {
    $schema: draft07,
    type: 'object',
    properties: {
      joined: flag('Whether the chatbot is in the channel’s chat.'),
      muted: flag('Whether the chatbot is muted.'),
      banned: flag('Whether the chatbot is banned from the chat.'),
      mod: flag('Whether the chatbot is a moderator.'),
    },
  },
  examples: [
    {title: 'The chatbot was made a moderator', id: '01JMQY1TFS2R2X43GC4NQHN2GM', ts: '2025-02-09T14:20:33Z', data: {mod: true}},
    {title: 'The chatbot was muted', id: '01J5CSAFT42YMAV64G5D6TZWBE', ts: '2025-02-09T15:02:10Z', data: {muted: true}},
  ],
};

export const chatbotEmoteCombo: Topic = {
  name: 'channel.chatbot.modules.emotecombo',
  slug: 'chatbot/modules-emotecombo',
  title: 'Emote combo',
  summary: 'Chatters chained the same emote several times in a row.',
  scope: 'bot:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: chatEventSchema(
    {
      emote: {type: 'string', description: 'The emote that was chained.'},
      count: {type: 'integer', minimum: 1, description: 'How many times in a row it was posted.'},
    },
    'the chatter whose message triggered the event',
  ),
  examples: [
    {
      title: 'A five-emote combo',
      id: '01JGFE6X260YEWQ2JE73CC4QBW',
      ts: '2025-04-04T20:15:57Z',
      data: {msg_id: '2c9d4e71-58a3-4f0b-9e62-d17a8b3c5f90', user_id: '44817302', user_name: 'Tidepool', emote: 'catJAM', count: 5},
    },
  ],
};

export const chatbotPyramid: Topic = {
  name: 'channel.chatbot.modules.pyramid',
  slug: 'chatbot/modules-pyramid',
  title: 'Emote pyramid',
  summary: 'A chatter finished an emote pyramid in chat.',
  scope: 'bot:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: chatEventSchema(
    {
      word: {type: 'string', description: 'The emote or word the pyramid was built from.'},
      width: {type: 'integer', minimum: 1, description: 'Width of the pyramid: the most copies on one line.'},
    },
    'the chatter who built the pyramid',
  ),
  examples: [
    {
      title: 'A pyramid four wide',
      id: '01JY4T6S95ASHTJKT3KPTT1QCS',
      ts: '2025-04-04T20:31:12Z',
      data: {msg_id: 'a81f3c06-7d2e-4b95-8c40-5e6f9b1d2a37', user_id: '90115438', user_name: 'CopperCrane', word: 'PogChamp', width: 4},
    },
  ],
};

export const chatbotTimeout: Topic = {
  name: 'channel.chatbot.timeout',
  slug: 'chatbot/timeout',
  title: 'Chatbot timeout',
  summary: 'The chatbot timed a chatter out.',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  inDevelopment: true,
  schema: chatEventSchema(
    {duration: {type: 'integer', minimum: 0, description: 'Length of the timeout.'}},
    'the chatter who was timed out',
  ),
  examples: [
    {
      title: 'A chatter is timed out',
      id: '01JA46RZCK82YM3R5AESCYBD2S',
      ts: '2025-05-17T19:48:26Z',
      data: {msg_id: '6b0e2f94-13c7-4a58-b2d9-7f41c8e05a6d', user_id: '31267790', user_name: 'spam_sparrow', duration: 600},
    },
  ],
};
