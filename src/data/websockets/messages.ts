/**
 * Example messages for the gateway page, one per situation, and the JSON Schemas a unit test
 * checks them against. Every value is made up.
 */
import {draft07, exampleChannelId} from '../topics/shared';
import type {JsonSchema} from '../topics/types';
import {site} from '../../site';

const token = 'eyJhbGciOiJIUzI1NiJ9.example-token';

/** `?reconnect_token=` address the client opens after a `reconnect` message. */
export const reconnectAddress = `${site.websocketGateway}/?reconnect_token=`;

export const gatewayMessages = {
  welcome: {
    id: '01JFMQ2CBSAHMRAG73QW6GSQGR',
    ts: '2025-03-08T19:20:00Z',
    type: 'welcome',
    data: {message: 'Hello there, websocket traveller.', client_id: '01JFMQ2CBSAHMRAG73QW6GSQGS'},
  },
  subscribe: {
    type: 'subscribe',
    nonce: 'sub-tips-1',
    data: {topic: 'channel.tips', room: exampleChannelId, token, token_type: 'jwt'},
  },
  subscribed: {
    id: '01JFMQ2CBSAHMRAG73QW6GSQGT',
    ts: '2025-03-08T19:20:01Z',
    type: 'response',
    nonce: 'sub-tips-1',
    data: {message: 'successfully subscribed to topic', topic: 'channel.tips', room: exampleChannelId},
  },
  message: {
    id: '01JFMQ2CBSAHMRAG73QW6GSQGV',
    ts: '2025-03-08T19:31:44Z',
    type: 'message',
    topic: 'channel.stream.status',
    room: exampleChannelId,
    data: {isLive: true},
  },
  unsubscribe: {
    type: 'unsubscribe',
    nonce: 'unsub-tips-1',
    data: {topic: 'channel.tips', room: exampleChannelId},
  },
  unsubscribeAllRooms: {
    type: 'unsubscribe',
    nonce: 'unsub-tips-2',
    data: {topic: 'channel.tips'},
  },
  error: {
    id: '01JFMQ2CBSAHMRAG73QW6GSQGW',
    ts: '2025-03-08T19:20:01Z',
    type: 'response',
    nonce: 'sub-tips-1',
    error: 'err_unauthorized',
    data: {message: 'token is not allowed to read this topic'},
  },
  rateLimited: {
    id: '01JFMQ2CBSAHMRAG73QW6GSQGX',
    ts: '2025-03-08T19:20:02Z',
    type: 'response',
    error: 'rate_limit_exceeded',
    data: {message: 'slow down'},
  },
  reconnect: {
    type: 'reconnect',
    data: {message: 'This server is going away.', reconnect_token: 'eyJhbGciOiJIUzI1NiJ9.example-reconnect'},
  },
} as const;

/** A client request: `subscribe` needs a token and its type, `unsubscribe` does not. */
export const requestSchema: JsonSchema = {
  $schema: draft07,
  type: 'object',
  required: ['type', 'data'],
  additionalProperties: false,
  properties: {
    type: {type: 'string', enum: ['subscribe', 'unsubscribe']},
    nonce: {type: 'string'},
    data: {
      type: 'object',
      required: ['topic'],
      additionalProperties: false,
      properties: {
        topic: {type: 'string'},
        room: {type: 'string'},
        token: {type: 'string'},
        token_type: {type: 'string', enum: ['jwt', 'oauth2', 'apikey']},
      },
    },
  },
};

/** Anything the gateway sends. `id` and `ts` are left optional because the reconnect notice shows neither. */
export const serverMessageSchema: JsonSchema = {
  $schema: draft07,
  type: 'object',
  required: ['type', 'data'],
  additionalProperties: false,
  properties: {
    id: {type: 'string', pattern: '^[0-9A-HJKMNP-TV-Z]{26}$'},
    ts: {type: 'string'},
    type: {type: 'string', enum: ['welcome', 'response', 'message', 'reconnect']},
    topic: {type: 'string'},
    room: {type: 'string'},
    nonce: {type: 'string'},
    error: {type: 'string'},
    data: {type: 'object'},
  },
};
