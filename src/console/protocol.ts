/**
 * The websocket protocol as the console speaks it: building requests, reading server frames and
 * checking what a visitor typed. Pure (no DOM, no sockets), so the simulator, the live client, the
 * reference pages and the tests share it; tests/unit/websockets/examplesClient.test.ts checks that
 * the page's example clients build exactly these requests.
 */
import type {TokenType} from '../data/topics/types';
import {nestsDeeperThan} from '../tools/values';

export type {TokenType};
export {nestsDeeperThan};

export interface SubscribeRequest {
  type: 'subscribe';
  nonce: string;
  /** `room` may be left out; what the gateway then uses is read two ways (`subscribeRoom` in the gateway data). */
  data: {topic: string; room?: string; token: string; token_type: TokenType};
}

export interface UnsubscribeRequest {
  type: 'unsubscribe';
  nonce: string;
  data: {topic: string; room?: string};
}

export type ClientRequest = SubscribeRequest | UnsubscribeRequest;

/** Anything the gateway sends. Only `type` and `data` are checked when a frame is read. */
export interface ServerMessage {
  id?: string;
  ts?: string;
  type: string;
  topic?: string;
  room?: string;
  nonce?: string;
  error?: string;
  data: unknown;
}

export interface SubscribeOptions {
  topic: string;
  room: string;
  token: string;
  tokenType: TokenType;
  nonce: string;
}

/** An empty `room` is left out of the request, as the docs allow. */
export function subscribeRequest({topic, room, token, tokenType, nonce}: SubscribeOptions): SubscribeRequest {
  return {type: 'subscribe', nonce, data: {topic, ...(room === '' ? {} : {room}), token, token_type: tokenType}};
}

/** Without a room, the gateway leaves every room of the topic. */
export function unsubscribeRequest({topic, room, nonce}: {topic: string; room?: string; nonce: string}): UnsubscribeRequest {
  return {type: 'unsubscribe', nonce, data: room ? {topic, room} : {topic}};
}

/** The same request with the token replaced, for showing on screen and in the message list. */
export function redactRequest<T extends ClientRequest>(request: T): T {
  if (request.type !== 'subscribe') return request;
  return {...request, data: {...request.data, token: request.data.token ? '(your token, hidden)' : ''}};
}

/** The console refuses to show frames above this size; the browser still received them. */
export const maxFrameBytes = 1_000_000;

/**
 * Frames that nest arrays and objects deeper than this are refused. Documented payloads are a few
 * levels deep; a frame nested thousands deep overflows the stack wherever it is printed again.
 */
export const maxFrameDepth = 64;

export type ParsedFrame = {ok: true; message: ServerMessage} | {ok: false; problem: string};

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('en', {maximumFractionDigits: 1})} MB`;

/**
 * A frame's size in bytes when it is over the limit, else undefined. Counted in UTF-16 units first:
 * a huge frame is refused without encoding all of it, and one that cannot reach the limit even at
 * 3 UTF-8 bytes per unit (almost every frame) is not encoded at all.
 */
function oversize(text: string): number | undefined {
  if (text.length > maxFrameBytes) return text.length;
  if (text.length * 3 <= maxFrameBytes) return undefined;
  const bytes = new TextEncoder().encode(text).length;
  return bytes > maxFrameBytes ? bytes : undefined;
}

/** Reads one text frame from the gateway, or says in one sentence why it cannot. */
export function parseServerFrame(text: string): ParsedFrame {
  const bytes = oversize(text);
  if (bytes !== undefined) {
    return {ok: false, problem: `Received a frame of ${megabytes(bytes)}, over the console's ${megabytes(maxFrameBytes)} limit: not shown.`};
  }
  if (nestsDeeperThan(text, maxFrameDepth)) {
    return {ok: false, problem: `Received a frame nested more than ${maxFrameDepth} levels deep (${text.length.toLocaleString('en')} characters), over the console's limit: not shown.`};
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {ok: false, problem: `Received a frame that is not JSON (${text.length} characters): ${preview(text)}`};
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return {ok: false, problem: `Received JSON that is not an object: ${preview(text)}`};
  }
  const message = value as Partial<ServerMessage>;
  if (typeof message.type !== 'string') return {ok: false, problem: `Received an object without a "type": ${preview(text)}`};
  if (!('data' in message)) return {ok: false, problem: `Received a "${message.type}" without "data": ${preview(text)}`};
  return {ok: true, message: message as ServerMessage};
}

export function preview(text: string, length = 80): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/** What is wrong with a room id as typed, or undefined when it can be sent (empty: left out of the request). */
export function roomProblem(room: string): string | undefined {
  if (/\s/.test(room)) return 'The room has spaces in it. A channel ID is one word, like 64f0c3a9d21b7e0012c4a5b6.';
  return undefined;
}

/** The address to open: the gateway itself, or with the token from a `reconnect` message. */
export function connectUrl(gateway: string, reconnectToken?: string): string {
  return reconnectToken ? `${gateway}/?reconnect_token=${encodeURIComponent(reconnectToken)}` : gateway;
}

/** Names of the standard close codes (RFC 6455, section 7.4.1) a browser reports. */
const closeCodeNames: Readonly<Record<number, string>> = {
  1000: 'normal closure',
  1001: 'going away',
  1002: 'protocol error',
  1003: 'unsupported data',
  1005: 'no code given',
  1006: 'closed without a close frame',
  1007: 'invalid data',
  1008: 'policy violation',
  1009: 'message too big',
  1011: 'server error',
  1012: 'service restart',
  1013: 'try again later',
  1015: 'TLS handshake failed',
};

/** A text as one sentence: a capital first letter and exactly one full stop (or its own ? or !). */
export function asSentence(text: string): string {
  const trimmed = text.trim().replace(/[.\s]+$/, '');
  if (trimmed === '') return '';
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** How every closed connection reads in the log: `Connection closed (code 1006, closed without a close frame). Reason.` */
export function closeSentence(code: number, reason: string): string {
  const name = closeCodeNames[code];
  const because = asSentence(reason);
  return `Connection closed (code ${code}${name ? `, ${name}` : ''}).${because ? ` ${because}` : ''}`;
}

/** A one-line description of a server message for the message list. */
export function describeMessage(message: ServerMessage): string {
  const data = (message.data ?? {}) as Record<string, unknown>;
  const text = typeof data.message === 'string' ? data.message : '';
  switch (message.type) {
    case 'welcome':
      return `Connected (client ${String(data.client_id ?? 'unknown')})`;
    case 'response':
      return message.error ? `${message.error}: ${text}` : `${text || 'ok'} [${message.nonce ?? 'no nonce'}]`;
    case 'reconnect':
      return `Reconnect requested: ${text}`;
    case 'message':
      return `${message.topic ?? '?'} in ${message.room ?? '?'}: ${preview(JSON.stringify(message.data), 120)}`;
    default:
      return `Unknown message type "${message.type}"`;
  }
}
