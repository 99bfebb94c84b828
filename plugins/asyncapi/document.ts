/**
 * The websocket API as an AsyncAPI 3.0 document, built from src/data only: the gateway address
 * (src/site.ts), the request and envelope shapes, error codes, heartbeat and rate limits
 * (src/data/websockets) and every topic with its payload schema and examples (src/data/topics).
 * One channel is the socket itself; each topic is a message on it, told apart by `topic`.
 */
import {site} from '../../src/site';
import type {Topic} from '../../src/data/topics';
import {contractTopicNames, contractTopics, type ContractTopic} from './contractTopics';
import {errorCodes, keepalive, limits, subscribeRoom, tokenTypes} from '../../src/data/websockets/gateway';
import {gatewayMessages} from '../../src/data/websockets/messages';
import {withoutDialect} from './jsonSchema';
import {topicSchemaPath} from '../../src/data/websockets/contractFiles';
import {topicMessageKey, topicOperationKey} from './names';

type Plain = {[key: string]: unknown};

const channelRef = {$ref: '#/channels/gateway'};
const messageRef = (key: string) => ({$ref: `#/channels/gateway/messages/${key}`});
const componentRef = (key: string) => ({$ref: `#/components/messages/${key}`});

const ulid = {type: 'string', pattern: '^[0-9A-HJKMNP-TV-Z]{26}$', description: 'Unique ID of the message (a ULID).'};
const timestamp = {type: 'string', description: 'When the gateway sent the message (RFC 3339).'};

/** The envelope every server message shares, with `type` and `data` filled in per kind. */
function envelope(type: string, data: Plain, extra: Plain = {}, required: string[] = []): Plain {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'ts', 'type', ...required, 'data'],
    properties: {id: ulid, ts: timestamp, type: {type: 'string', const: type}, ...extra, data},
  };
}

const messageText = {type: 'string', description: 'Text for people to read; match on codes, not on this.'};

export function topicPayload(topic: Pick<Topic, 'schema'>): Plain {
  return topic.schema
    ? withoutDialect(topic.schema)
    : {type: 'object', description: 'The reference documents no fields for this payload yet.'};
}

function topicEnvelope(name: string, data: Plain): Plain {
  return envelope('message', data, {topic: {type: 'string', const: name}, room: {type: 'string', description: 'Channel ID the event belongs to.'}}, [
    'topic',
    'room',
  ]);
}

function scopeText(scope: string | null | undefined): string {
  return scope ? ` Needs a token with the \`${scope}\` scope.` : scope === null ? ' Needs no scope.' : '';
}

function topicMessage(topic: ContractTopic): Plain {
  return {
    name: topic.name,
    title: topic.title,
    summary: topic.summary,
    description: `${topic.summary}${scopeText(topic.scope)} ${topic.reference} Payload schema: ${site.url}${topicSchemaPath(topic)}.`,
    payload: topicEnvelope(topic.name, topicPayload(topic)),
    ...(topic.examples.length > 0
      ? {examples: topic.examples.map((example, index) => ({name: `example${index + 1}`, summary: example.summary, payload: example.message}))}
      : {}),
  };
}

const tokenTypeNames = tokenTypes.map((token) => token.name);

const subscribePayload = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'data'],
  properties: {
    type: {type: 'string', const: 'subscribe'},
    nonce: {type: 'string', description: 'Your own ID for the request; the response carries it back.'},
    data: {
      type: 'object',
      additionalProperties: false,
      required: ['topic', 'token', 'token_type'],
      properties: {
        topic: {type: 'string', enum: [...contractTopicNames]},
        room: {
          type: 'string',
          minLength: 1,
          pattern: '^\\S+$',
          description: `Channel ID to follow. May be left out; the reference's pages read that as ${subscribeRoom.readings.join(' or as ')}, so send it.`,
        },
        token: {type: 'string', minLength: 1, description: 'Token that may read the topic in this room.'},
        token_type: {type: 'string', enum: tokenTypeNames, description: tokenTypes.map((token) => `${token.name}: ${token.meaning}`).join(' ')},
      },
    },
  },
};

const unsubscribePayload = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'data'],
  properties: {
    type: {type: 'string', const: 'unsubscribe'},
    nonce: {type: 'string'},
    data: {
      type: 'object',
      additionalProperties: false,
      required: ['topic'],
      properties: {
        topic: {type: 'string'},
        room: {type: 'string', description: 'Leave out, or send an empty string, to leave every room of the topic.'},
      },
    },
  },
};

const errorTable = errorCodes.map((error) => `- \`${error.code}\`: ${error.meaning} ${error.action}`).join('\n');

const responsePayload = envelope(
  'response',
  {
    type: 'object',
    required: ['message'],
    properties: {message: messageText, topic: {type: 'string'}, room: {type: 'string'}},
  },
  {
    nonce: {type: 'string', description: 'Nonce of the request this answers. Missing on `rate_limit_exceeded`.'},
    error: {type: 'string', enum: errorCodes.map((error) => error.code), description: `Set when the request failed:\n${errorTable}`},
  },
);

const welcomePayload = envelope('welcome', {
  type: 'object',
  required: ['client_id'],
  properties: {message: messageText, client_id: {type: 'string', description: 'Identifies this connection.'}},
});

const reconnectPayload = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'data'],
  properties: {
    id: ulid,
    ts: timestamp,
    type: {type: 'string', const: 'reconnect'},
    data: {
      type: 'object',
      required: ['reconnect_token'],
      properties: {message: messageText, reconnect_token: {type: 'string', description: 'Append as `?reconnect_token=` to the gateway address.'}},
    },
  },
};

const example = (name: string, summary: string, payload: unknown) => ({name, summary, payload});
const controlMessage = (name: string, title: string, summary: string, payload: Plain, examples: Plain[]): Plain => ({name, title, summary, payload, examples});

function controlMessages(): Record<string, Plain> {
  const {subscribe, unsubscribe, unsubscribeAllRooms, subscribed, error, rateLimited, welcome, reconnect} = gatewayMessages;
  return {
    subscribe: controlMessage('subscribe', 'Subscribe request', 'Start receiving one topic for one room.', subscribePayload, [
      example('tips', 'Tips of one channel', subscribe),
    ]),
    unsubscribe: controlMessage('unsubscribe', 'Unsubscribe request', 'Stop receiving a topic for one room, or for every room.', unsubscribePayload, [
      example('oneRoom', 'One room', unsubscribe),
      example('everyRoom', 'Every room of the topic', unsubscribeAllRooms),
    ]),
    response: controlMessage('response', 'Response', 'The answer to a subscribe or unsubscribe request.', responsePayload, [
      example('subscribed', 'Subscribed', subscribed),
      example('unauthorized', 'Token not accepted', error),
      example('rateLimited', 'Over the rate limit (no nonce)', rateLimited),
    ]),
    welcome: controlMessage('welcome', 'Welcome', 'Sent once the connection is ready.', welcomePayload, [example('welcome', 'A new connection', welcome)]),
    reconnect: controlMessage(
      'reconnect',
      'Reconnect',
      'This server is going away: reconnect with the token and the subscriptions come back.',
      reconnectPayload,
      [example('reconnect', 'A planned move', reconnect)],
    ),
  };
}

const rateText =
  `Requests are limited to one per ${limits.commandIntervalMs} ms, with bursts of up to ${limits.burstMaxRequests} ` +
  `in ${limits.burstWindowSeconds} s; requests over it get \`rate_limit_exceeded\` without a nonce. ` +
  `Opening connections too fast gets HTTP 429 with \`Retry-After: ${limits.connectRetryAfterSeconds}\`.`;
const heartbeatText =
  `The server sends a websocket ping every ${keepalive.pingIntervalSeconds} s; a connection without traffic for ` +
  `${keepalive.pongTimeoutSeconds} s is closed. Pings and pongs are control frames, not JSON.`;

/** A request the client sends; the gateway answers it with a `response`. */
function requestOperation(messageKey: string, title: string, summary: string): Plain {
  return {
    action: 'send',
    channel: channelRef,
    title,
    summary,
    description: rateText,
    messages: [messageRef(messageKey)],
    reply: {channel: channelRef, messages: [messageRef('response')]},
  };
}

function receiveOperation(messageKey: string, title: string, summary: string): Plain {
  return {action: 'receive', channel: channelRef, title, summary, messages: [messageRef(messageKey)]};
}

export function asyncApiDocument(version: string): Plain {
  const gateway = new URL(site.websocketGateway);
  const messages: Record<string, Plain> = {...controlMessages()};
  for (const topic of contractTopics) messages[topicMessageKey(topic)] = topicMessage(topic);

  const operations: Record<string, Plain> = {
    subscribe: requestOperation('subscribe', 'Subscribe', 'Subscribe to a topic in a room.'),
    unsubscribe: requestOperation('unsubscribe', 'Unsubscribe', 'Unsubscribe from a topic.'),
    welcome: receiveOperation('welcome', 'Welcome', 'The connection is ready.'),
    reconnect: receiveOperation('reconnect', 'Reconnect', 'Move to a new connection.'),
  };
  for (const topic of contractTopics) operations[topicOperationKey(topic)] = receiveOperation(topicMessageKey(topic), topic.title, topic.summary);

  return {
    asyncapi: '3.0.0',
    info: {
      title: `${site.productName} websocket API`,
      version,
      description:
        `Channel events in real time over one websocket. Subscribe per topic and room with a token; events arrive as ` +
        `\`message\` envelopes. ${heartbeatText} ${rateText} Generated from the documentation's data; reference: ${site.url}/websockets.`,
      contact: {name: `${site.productName} documentation`, url: `${site.url}/websockets`},
      license: {name: 'Documentation terms', url: site.docsRepositoryUrl},
      externalDocs: {description: 'Websocket documentation', url: `${site.url}/websockets`},
      tags: [{name: 'websockets', description: 'Real-time channel events.'}],
    },
    defaultContentType: 'application/json',
    servers: {
      production: {
        host: gateway.host,
        protocol: gateway.protocol.replace(':', ''),
        title: 'Gateway',
        summary: 'The public websocket gateway.',
        description: `Add \`?reconnect_token=\` after a \`reconnect\` message. ${heartbeatText}`,
      },
    },
    channels: {
      gateway: {
        address: '/',
        title: 'Gateway connection',
        summary: 'The one socket that carries requests, responses and every topic.',
        description: 'Every topic is a `message` on this connection, told apart by its `topic` field.',
        servers: [{$ref: '#/servers/production'}],
        messages: Object.fromEntries(Object.keys(messages).map((key) => [key, componentRef(key)])),
        bindings: {
          ws: {
            query: {
              type: 'object',
              properties: {reconnect_token: {type: 'string', description: 'Token from a `reconnect` message; restores the subscriptions.'}},
            },
          },
        },
      },
    },
    operations,
    components: {messages},
  };
}
