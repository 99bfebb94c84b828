import {allTokenTypes, channelRoom, draft07} from '../shared';
import type {JsonSchema, Topic} from '../types';

const flag = (description: string): JsonSchema => ({type: 'boolean', description});

const topic: Topic = {
  name: 'channel.chatbot.status',
  position: 15,
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

export default topic;
