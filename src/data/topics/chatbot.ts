import type {JsonSchema, Topic} from './types';
import {allTokenTypes, channelRoom, draft07} from './shared';
import {emoteCombo, pyramidMinimumWidth} from '../modules/chat';
import {settingDefault} from '../settings';

/** The module settings these topics follow, read from src/data/modules. */
const comboMinimum = Number(settingDefault(emoteCombo.settings, 'Minimum combo'));
const pyramidMinimum = pyramidMinimumWidth;

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
  summary: 'The chatbot was made or unmade a moderator, or was banned or unbanned, in a Twitch chat.',
  scope: 'bot:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  platforms: ['twitch'],
  schema: {
    $schema: draft07,
    type: 'object',
    description: 'A partial update: each message carries exactly one of the two fields.',
    minProperties: 1,
    maxProperties: 1,
    additionalProperties: false,
    properties: {
      mod: flag('`true` when the chatbot was made a moderator, `false` when that was taken away.'),
      banned: flag('`true` when the chatbot was banned from the chat, `false` when it was unbanned.'),
    },
  },
  examples: [
    {title: 'The chatbot was made a moderator', id: '01JMQY1TFS2R2X43GC4NQHN2GM', ts: '2025-02-09T14:20:33Z', data: {mod: true}},
    {title: 'The chatbot was unbanned', id: '01J5CSAFT42YMAV64G5D6TZWBE', ts: '2025-02-09T15:02:10Z', data: {banned: false}},
  ],
};

export const chatbotEmoteCombo: Topic = {
  name: 'channel.chatbot.modules.emotecombo',
  slug: 'chatbot/modules-emotecombo',
  title: 'Emote combo',
  summary: 'A chain of the same emote was broken after reaching the Emote Combo module’s minimum.',
  scope: 'bot:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: chatEventSchema(
    {
      emote: {type: 'string', description: 'The emote that was chained.'},
      count: {type: 'integer', minimum: comboMinimum, description: 'The final count: how many messages in a row carried the emote.'},
    },
    'the chatter whose message broke the combo',
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
  summary: 'A chatter completed an emote pyramid at least 3 emotes wide.',
  scope: 'bot:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: chatEventSchema(
    {
      word: {type: 'string', description: 'The emote the pyramid was built from.'},
      width: {type: 'integer', minimum: pyramidMinimum, description: 'The peak width: the most emotes in one row.'},
    },
    'the chatter who completed the pyramid',
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
  summary: 'Meant to report the chatbot’s timeouts; not live yet, so nothing is published on it.',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  inDevelopment: true,
  // Not live: no events are published and no payload is documented, so there is no schema and no example.
  examples: [],
};
