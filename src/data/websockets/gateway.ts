/**
 * Facts about the websocket gateway itself: token kinds, message fields, error codes, timings and
 * limits, plus the small example messages the gateway page shows. Topic payloads live in ../topics.
 */
import type {z} from 'zod';
import type {errorCodeSchema, fieldRowSchema, tokenTypeRowSchema} from './schema';

export type FieldRow = z.input<typeof fieldRowSchema>;

export const tokenTypes: readonly z.input<typeof tokenTypeRowSchema>[] = [
  {name: 'jwt', meaning: 'A JSON Web Token for a channel.'},
  {name: 'oauth2', meaning: 'An OAuth2 access token. It has to carry the scope the topic asks for.'},
  {name: 'apikey', meaning: 'An API key: the overlay token, as custom widgets get it in `obj.detail.channel.apiToken`.'},
];

/** What a client sends: `subscribe` and `unsubscribe` requests. */
export const requestFields: readonly FieldRow[] = [
  {name: 'type', type: 'string', presence: 'Required', meaning: '`subscribe` or `unsubscribe`.'},
  {name: 'nonce', type: 'string', presence: 'Optional', meaning: 'Your own ID for the request. The reply carries it back so you can match the two.'},
  {name: 'data.topic', type: 'string', presence: 'Required', meaning: 'Topic name, e.g. `channel.tips`.'},
  {
    name: 'data.room',
    type: 'string',
    presence: 'Optional',
    meaning:
      'Channel ID to follow. In a `subscribe` it may be left out, but what that means is not confirmed (the global room, or the channel the token belongs to: the reference’s pages differ), so send it. In an `unsubscribe`, leave it out to leave every room of the topic.',
  },
  {name: 'data.token', type: 'string', presence: 'Required to subscribe', meaning: 'The token that proves you may read the topic.'},
  {name: 'data.token_type', type: 'string', presence: 'Required to subscribe', meaning: 'Kind of token: `jwt`, `oauth2` or `apikey`.'},
];

/**
 * A subscribe request without `data.room`: allowed, but the reference's pages give it two meanings
 * (the gateway page: the empty string, the global room; the channel.session.update page: the channel
 * the token belongs to). The response's room is the one the gateway settled on, which may differ
 * from the one sent.
 */
export const subscribeRoom = {
  optional: true,
  readings: ['the empty string, the global room', 'the channel the token belongs to'],
  responseRoom: 'The room in the response is the one the gateway settled on when it checked the token; it may differ from the one you sent.',
} as const;

/** Where `id` and `ts` are found: the docs show both on every message but their `reconnect` example. */
const withIdAndTime = '`welcome`, `response` and `message` (the docs’ `reconnect` example has no `id` or `ts`)';

/** What the gateway sends: one envelope for every kind of message. */
export const envelopeFields: readonly FieldRow[] = [
  {name: 'id', type: 'string', presence: withIdAndTime, meaning: 'Unique ID of the message (a ULID).'},
  {name: 'ts', type: 'string', presence: withIdAndTime, meaning: 'When it was sent, as an RFC 3339 timestamp.'},
  {name: 'type', type: 'string', presence: 'Always', meaning: '`welcome`, `response`, `message` or `reconnect`.'},
  {name: 'topic', type: 'string', presence: '`message`', meaning: 'Topic the event was published to.'},
  {name: 'room', type: 'string', presence: '`message`', meaning: 'Room (channel ID) the event was published to.'},
  {name: 'nonce', type: 'string', presence: '`response`', meaning: 'The nonce of the request this answers.'},
  {name: 'error', type: 'string', presence: '`response`, on failure', meaning: 'Error code; see the error table.'},
  {name: 'data', type: 'object', presence: 'Always', meaning: 'The payload. For a `message`, its shape is documented on the topic’s page.'},
];

export type ErrorCode = z.input<typeof errorCodeSchema>;

export const errorCodes: readonly ErrorCode[] = [
  {code: 'err_bad_request', meaning: 'The request is malformed or incomplete.', action: 'Fix the request; sending it again unchanged fails again.'},
  {code: 'err_unauthorized', meaning: 'The token was not accepted, or it lacks permission for the topic or room.', action: 'Check the token, its type and its scope.'},
  {code: 'err_deadline_exceeded', meaning: 'Checking the token took too long.', action: 'Send the same request again.'},
  {code: 'rate_limit_exceeded', meaning: 'You sent requests faster than the command rate limit allows.', action: 'Wait, then resend. This reply has no nonce.'},
  {code: 'invalid_message_type', meaning: 'The request’s `type` was neither `subscribe` nor `unsubscribe`.', action: 'Fix the request type.'},
  {code: 'err_internal_error', meaning: 'Something failed on the server.', action: 'Try again later.'},
];

/**
 * Heartbeat: the server pings every `pingIntervalSeconds`; a connection with no traffic back (no
 * pong, no request) for `pongTimeoutSeconds` is closed. Reconnect tokens restore subscriptions.
 */
export const keepalive = {pingIntervalSeconds: 30, pongTimeoutSeconds: 70, reconnectTokens: true} as const;

export const limits = {
  /** Command rate: one request per this many milliseconds... */
  commandIntervalMs: 100,
  /** ...with bursts measured over this window... */
  burstWindowSeconds: 10,
  /** ...of at most this many requests. */
  burstMaxRequests: 100,
  /** Over the limit: this error code, in a reply without a nonce. */
  rateLimitError: 'rate_limit_exceeded',
  /** Retry-After value the gateway sends with HTTP 429 on too many connection attempts. */
  connectRetryAfterSeconds: 2,
} as const;
