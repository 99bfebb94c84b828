/**
 * An in-browser gateway that follows the documented protocol: welcome, subscribe and unsubscribe
 * with nonce-matched responses, every documented error code, the command rate limit, the heartbeat
 * with its inactivity timeout, and planned reconnects that restore subscriptions. Approximations,
 * said plainly in the console: the real gateway's error texts and close codes are not documented,
 * so the wording and codes here are the simulator's own.
 */
import {topics as documentedTopics} from '../data/topics';
import type {Topic} from '../data/topics/types';
import {keepalive, limits, tokenTypes} from '../data/websockets/gateway';
import type {ServerMessage} from './protocol';
import {rfc3339, sampleFrame, ulid} from './samples';
import type {OpenTransport, Transport, TransportEvents} from './transport';

/** How the simulated gateway treats the token in every subscribe request. */
export type TokenVerdict = 'valid' | 'invalid' | 'expired' | 'no-scope';

/** Faults a visitor can ask for, each once, on the next request. */
export type NextFault = 'deadline' | 'internal';

export interface SimulatorControls {
  tokenVerdict: TokenVerdict;
  /** When false the simulated browser stops answering pings, and the inactivity timeout applies. */
  answerPings: boolean;
}

/** "Exceed the rate limit" sends this many requests at once: one burst and 20 more. */
export const rateLimitFloodSize = limits.burstMaxRequests + 20;

/** Sample messages delivered per task when a visitor asks for many. */
const samplesPerTask = 200;

const subscriptionKey = (topic: string, room: string) => `${topic}\u0000${room}`;

/** Subscriptions saved under a reconnect token, as the real gateway keeps them across servers. */
const parked = new Map<string, Set<string>>();

export class SimulatedGateway implements Transport {
  private subscriptions = new Set<string>();
  private timers: ReturnType<typeof setTimeout>[] = [];
  private heartbeat?: ReturnType<typeof setInterval>;
  private lastTraffic = Date.now();
  private bucket: number = limits.burstMaxRequests;
  private bucketAt = Date.now();
  private fault?: NextFault;
  private sampleCount = 0;
  private closed = false;

  constructor(
    private readonly events: TransportEvents,
    private readonly controls: SimulatorControls,
    reconnectToken: string | undefined,
    private readonly topics: readonly Topic[] = documentedTopics,
  ) {
    const restored = reconnectToken ? parked.get(reconnectToken) : undefined;
    if (reconnectToken) parked.delete(reconnectToken);
    if (restored) this.subscriptions = restored;
    this.later(() => {
      this.events.onOpen();
      this.emit({type: 'welcome', data: {message: 'Welcome to the simulated gateway.', client_id: ulid(Date.now())}});
      if (reconnectToken && !restored) this.events.onHeartbeat?.('The reconnect token was not known; no subscriptions were restored.');
    });
    this.heartbeat = setInterval(() => this.beat(), keepalive.pingIntervalSeconds * 1000);
  }

  /** The subscriptions this connection holds, as `topic room` pairs. */
  get subscribed(): {topic: string; room: string}[] {
    return [...this.subscriptions].map((key) => {
      const [topic = '', room = ''] = key.split('\u0000');
      return {topic, room};
    });
  }

  send(text: string): void {
    if (this.closed) return;
    this.lastTraffic = Date.now();
    // The gateway counts a request when it arrives, not when its answer is ready: a busy page must
    // not let the bucket refill in the middle of one burst.
    const withinLimit = this.takeRateToken();
    this.later(() => this.answer(text, withinLimit));
  }

  close(): void {
    this.shutDown(1000, 'Closed by the client.');
  }

  failNextRequest(fault: NextFault): void {
    this.fault = fault;
  }

  /**
   * Publishes `count` sample messages to every subscription of `topicName`, in slices of a few
   * hundred per task as a socket would deliver them, so a burst never freezes the page. Returns how
   * many will be sent.
   */
  publishSamples(topicName: string, count: number): number {
    const topic = this.topics.find((candidate) => candidate.name === topicName);
    const rooms = this.subscribed.filter((entry) => entry.topic === topicName).map((entry) => entry.room);
    if (!topic || rooms.length === 0 || topic.examples.length === 0) return 0;
    let left = count;
    const slice = () => {
      const now = Date.now();
      for (let index = 0; index < Math.min(left, samplesPerTask); index += 1) {
        for (const room of rooms) this.events.onFrame(sampleFrame(topic, room, this.sampleCount++, now)!);
      }
      left -= samplesPerTask;
      this.lastTraffic = Date.now();
      if (left > 0 && !this.closed) this.later(slice);
    };
    slice();
    return count * rooms.length;
  }

  /** A planned move: park the subscriptions under a new reconnect token and tell the client. */
  announceReconnect(): void {
    const token = `sim-${ulid(Date.now())}`;
    parked.set(token, new Set(this.subscriptions));
    this.emit({type: 'reconnect', data: {message: 'This simulated server is going away.', reconnect_token: token}});
    this.later(() => this.shutDown(1001, 'Server going away.'), 30_000);
  }

  dropConnection(): void {
    this.shutDown(1006, 'The connection dropped without a close frame.');
  }

  /** Raw frames for testing a client's handling of bad input. */
  sendRaw(text: string): void {
    if (!this.closed) this.events.onFrame(text);
  }

  private beat(): void {
    this.events.onHeartbeat?.(this.controls.answerPings ? 'Ping from the gateway, pong from the browser.' : 'Ping from the gateway, no pong.');
    if (this.controls.answerPings) this.lastTraffic = Date.now();
    else if (Date.now() - this.lastTraffic >= keepalive.pongTimeoutSeconds * 1000) {
      this.shutDown(1006, `No traffic for ${keepalive.pongTimeoutSeconds} s: the gateway timed the connection out.`);
    }
  }

  private answer(text: string, withinLimit: boolean): void {
    if (this.closed) return;
    if (!withinLimit) {
      this.emit({type: 'response', error: 'rate_limit_exceeded', data: {message: 'Too many requests; slow down.'}});
      return;
    }
    let request: {type?: unknown; nonce?: unknown; data?: Record<string, unknown>};
    try {
      request = JSON.parse(text) as typeof request;
    } catch {
      this.emit({type: 'response', error: 'err_bad_request', data: {message: 'The request is not JSON.'}});
      return;
    }
    const nonce = typeof request.nonce === 'string' ? request.nonce : undefined;
    const reply = (error: string | undefined, data: Record<string, unknown>) =>
      this.emit({type: 'response', ...(nonce !== undefined ? {nonce} : {}), ...(error ? {error} : {}), data});
    if (request.type !== 'subscribe' && request.type !== 'unsubscribe') {
      reply('invalid_message_type', {message: `Unknown request type ${JSON.stringify(request.type)}.`});
      return;
    }
    const fault = this.fault;
    this.fault = undefined;
    if (fault === 'deadline') return reply('err_deadline_exceeded', {message: 'Checking the token took too long; send the request again.'});
    if (fault === 'internal') return reply('err_internal_error', {message: 'Something failed in the simulated gateway.'});
    const problem = requestProblem(request.type, request.data, this.topics);
    if (problem) return reply('err_bad_request', {message: problem});
    const topic = String(request.data!.topic);
    const room = typeof request.data!.room === 'string' ? request.data!.room : '';
    if (request.type === 'unsubscribe') {
      for (const entry of this.subscribed) if (entry.topic === topic && (!room || entry.room === room)) this.subscriptions.delete(subscriptionKey(entry.topic, entry.room));
      return reply(undefined, {message: 'successfully unsubscribed from topic', topic, ...(room ? {room} : {})});
    }
    const denied = this.tokenProblem(topic);
    if (denied) return reply('err_unauthorized', {message: denied});
    this.subscriptions.add(subscriptionKey(topic, room));
    reply(undefined, {message: 'successfully subscribed to topic', topic, room});
  }

  private tokenProblem(topicName: string): string | undefined {
    const scope = this.topics.find((topic) => topic.name === topicName)?.scope;
    switch (this.controls.tokenVerdict) {
      case 'invalid':
        return 'The token is not valid.';
      case 'expired':
        return 'The token has expired.';
      case 'no-scope':
        return scope ? `The token lacks the ${scope} scope for this room.` : undefined;
      default:
        return undefined;
    }
  }

  /** Token bucket: refills one request per interval, holds at most one burst. */
  private takeRateToken(): boolean {
    const now = Date.now();
    const refill = Math.floor((now - this.bucketAt) / limits.commandIntervalMs);
    if (refill > 0) {
      this.bucket = Math.min(limits.burstMaxRequests, this.bucket + refill);
      this.bucketAt += refill * limits.commandIntervalMs;
    }
    if (this.bucket === 0) return false;
    this.bucket -= 1;
    return true;
  }

  private emit(message: Omit<ServerMessage, 'id' | 'ts'>): void {
    if (this.closed) return;
    const now = Date.now();
    this.events.onFrame(JSON.stringify({id: ulid(now), ts: rfc3339(now), ...message}));
  }

  private later(action: () => void, delayMs = 0): void {
    this.timers.push(setTimeout(action, delayMs));
  }

  private shutDown(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.timers.forEach(clearTimeout);
    clearInterval(this.heartbeat);
    this.events.onClose(code, reason);
  }
}

const knownTokenTypes = tokenTypes.map((token) => token.name as string);

/** What makes a request incomplete or malformed (err_bad_request), or undefined. */
export function requestProblem(type: 'subscribe' | 'unsubscribe', data: Record<string, unknown> | undefined, topics: readonly Topic[]): string | undefined {
  if (!data || typeof data !== 'object') return 'The request has no data object.';
  if (typeof data.topic !== 'string' || data.topic === '') return 'data.topic is missing.';
  if (!topics.some((topic) => topic.name === data.topic)) return `Unknown topic ${data.topic}.`;
  if (type === 'unsubscribe') return undefined;
  // The room may be left out (the simulator then uses the empty, global room: one of the two readings the docs give).
  if (data.room !== undefined && (typeof data.room !== 'string' || /\s/.test(data.room))) return 'data.room is not a channel ID.';
  if (typeof data.token !== 'string' || data.token === '') return 'data.token is missing.';
  if (!knownTokenTypes.includes(String(data.token_type))) return `data.token_type must be one of ${knownTokenTypes.join(', ')}.`;
  return undefined;
}

/** The console's handle on the simulator: its controls and the connection currently open. */
export class SimulatorHandle {
  readonly controls: SimulatorControls = {tokenVerdict: 'valid', answerPings: true};
  gateway?: SimulatedGateway;

  setTokenVerdict(verdict: TokenVerdict): void {
    this.controls.tokenVerdict = verdict;
  }

  setAnswerPings(answer: boolean): void {
    this.controls.answerPings = answer;
  }

  readonly open: OpenTransport = (events, reconnectToken) => {
    this.gateway = new SimulatedGateway(events, this.controls, reconnectToken);
    return this.gateway;
  };
}
