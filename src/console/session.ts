/**
 * The console's client: one connection at a time (simulated or live), nonce-matched requests,
 * planned reconnects, and a log of everything for the message list. No DOM. The token lives in
 * this object's memory only and is replaced before anything reaches the log.
 */
import {
  closeSentence,
  describeMessage,
  parseServerFrame,
  redactRequest,
  roomProblem,
  subscribeRequest,
  unsubscribeRequest,
  type ClientRequest,
  type ServerMessage,
  type TokenType,
} from './protocol';
import {errorCodes, subscribeRoom} from '../data/websockets/gateway';
import {ReconnectStreak, reconnectPolicy} from './reconnectPolicy';
import {topicDifferences, type Difference} from './schemaCheck';
import type {OpenTransport, Transport} from './transport';

export type EntryKind = 'sent' | 'received' | 'note' | 'problem';

export interface LogEntry {
  seq: number;
  at: number;
  kind: EntryKind;
  /** `subscribe`, `response`, `message`…; `note` or `problem` for the console's own lines. */
  type: string;
  topic?: string;
  summary: string;
  /** The frame as JSON text (tokens hidden); absent for the console's own lines. */
  json?: string;
  /** For topic messages: how the payload differs from the docs (empty when it matches). */
  differences?: readonly Difference[];
  /** A received reply that reports an error (refusals, rate limits): shown as a problem. */
  failed?: boolean;
  /** The same line arrived this many times in a row (the message list groups repeats). */
  repeats?: number;
}

export type ConnectionState = 'closed' | 'connecting' | 'open';

export interface SessionListener {
  onEntries(entries: readonly LogEntry[]): void;
  onState(state: ConnectionState): void;
}

export interface SessionOptions {
  /** Prefix that tells simulated and live lines apart in nonces, e.g. `sim` or `live`. */
  noncePrefix: string;
  /** Said after a connection fails: the likely causes, in one sentence. */
  failureCauses?: string;
  /** For the reconnect jitter; tests pass a fixed one. */
  random?: () => number;
}

export class ConsoleSession {
  private transport?: Transport;
  private state: ConnectionState = 'closed';
  private seq = 0;
  private nonceCount = 0;
  private readonly pending = new Map<string, ClientRequest>();
  /** Frames received while the socket closes after a planned move are still shown. */
  private generation = 0;
  private openedAt = 0;
  private readonly streak: ReconnectStreak;
  private reconnectTimer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly open: OpenTransport,
    private readonly listener: SessionListener,
    private readonly options: SessionOptions,
  ) {
    this.streak = new ReconnectStreak(options.random);
  }

  get connectionState(): ConnectionState {
    return this.state;
  }

  connect(reconnectToken?: string): void {
    if (!reconnectToken) {
      if (this.state !== 'closed') return this.note('Already connected; disconnect first.');
      // The visitor asked: a new start, whatever the gateway asked before.
      this.streak.reset();
    }
    this.cancelReconnect();
    const generation = ++this.generation;
    const previous = this.transport;
    this.setState('connecting');
    this.transport = this.open(
      {
        onOpen: () => {
          if (generation !== this.generation) return;
          this.openedAt = Date.now();
          this.setState('open');
          // After the new connection is up, the old one is closed, as the docs describe.
          previous?.close();
        },
        onFrame: (text) => this.receive(text),
        onClose: (code, reason) => {
          if (generation !== this.generation) return;
          // A planned move whose new connection never opened: the old one must not stay open behind
          // a console that says it is closed (its frames would still reach the log).
          previous?.close();
          this.transport = undefined;
          this.pending.clear();
          if (this.reconnectTimer !== undefined) {
            this.setState('connecting');
            return this.note(`${closeSentence(code, reason)} The planned reconnect follows.`);
          }
          this.setState('closed');
          if (code === 1000) return this.note(closeSentence(code, reason));
          const causes = this.options.failureCauses ? ` ${this.options.failureCauses}` : '';
          this.problem(`${closeSentence(code, reason)}${causes} Press Connect to start again.`);
        },
        onHeartbeat: (text) => this.log({kind: 'note', type: 'heartbeat', summary: text}),
      },
      reconnectToken,
    );
  }

  disconnect(): void {
    const waiting = this.cancelReconnect();
    if (!this.transport && !waiting) return this.note('Not connected.');
    this.closeQuietly();
    this.note(waiting ? 'Disconnected; the planned reconnect is cancelled.' : 'Disconnected.');
  }

  private closeQuietly(): void {
    this.generation += 1;
    this.transport?.close();
    this.transport = undefined;
    this.pending.clear();
    this.setState('closed');
  }

  subscribe(options: {topic: string; room: string; token: string; tokenType: TokenType}): void {
    const problem = roomProblem(options.room);
    if (problem) return this.problem(problem);
    if (options.token.trim() === '') return this.problem('Paste a token first.');
    if (options.room === '' && this.state === 'open') {
      const [first, second] = subscribeRoom.readings;
      this.note(`No room: the request leaves it out, which the docs allow. They read that two ways (${first}, or ${second}); the response names the room the gateway settled on.`);
    }
    this.send(subscribeRequest({...options, nonce: this.nextNonce()}));
  }

  unsubscribe(options: {topic: string; room?: string}): void {
    if (options.room && roomProblem(options.room)) return this.problem(roomProblem(options.room)!);
    this.send(unsubscribeRequest({...options, nonce: this.nextNonce()}));
  }

  note(summary: string): void {
    this.log({kind: 'note', type: 'note', summary});
  }

  problem(summary: string): void {
    this.log({kind: 'problem', type: 'problem', summary});
  }

  /** The nonce the next request will carry, for the request preview. */
  get upcomingNonce(): string {
    return `${this.options.noncePrefix}-${this.nonceCount + 1}`;
  }

  private nextNonce(): string {
    this.nonceCount += 1;
    return `${this.options.noncePrefix}-${this.nonceCount}`;
  }

  private send(request: ClientRequest): void {
    if (!this.transport || this.state !== 'open') return this.problem(`Not connected: the ${request.type} request was not sent. Press Connect first.`);
    this.pending.set(request.nonce, request);
    const shown = redactRequest(request);
    this.log({kind: 'sent', type: request.type, topic: request.data.topic, summary: `${request.type} ${request.data.topic}${request.data.room ? ` in ${request.data.room}` : ''} [${request.nonce}]`, json: JSON.stringify(shown)});
    try {
      this.transport.send(JSON.stringify(request));
    } catch {
      this.problem('The socket refused the request: it is closing or closed.');
    }
  }

  private receive(text: string): void {
    try {
      this.read(text);
    } catch (error) {
      // Whatever a frame holds, it becomes a line in the log, never a broken page.
      this.problem(`The console could not read a frame (${text.length.toLocaleString('en')} characters): ${(error as Error).message}`);
    }
  }

  private read(text: string): void {
    const parsed = parseServerFrame(text);
    if (!parsed.ok) return this.problem(parsed.problem);
    const message = parsed.message;
    const entry: Omit<LogEntry, 'seq' | 'at'> = {kind: 'received', type: message.type, topic: message.topic, summary: describeMessage(message), json: text};
    if (message.type === 'message') entry.differences = topicDifferences(message);
    if (message.type === 'response') entry.summary = this.answered(message) ?? entry.summary;
    if (message.type === 'response' && message.error) entry.failed = true;
    this.log(entry);
    if (message.type === 'reconnect') this.followReconnect(message);
  }

  /** Pairs a response with its request by nonce; describes what it means for the visitor. */
  private answered(message: ServerMessage): string | undefined {
    const request = message.nonce ? this.pending.get(message.nonce) : undefined;
    if (message.nonce) this.pending.delete(message.nonce);
    const text = describeMessage(message);
    if (message.error === 'rate_limit_exceeded') return `${text} (requests still unanswered: ${this.pending.size}; wait, then send them again)`;
    // A refusal says what to do about it, as the gateway page's error table does.
    const advice = errorCodes.find(({code}) => code === message.error)?.action;
    const said = advice ? `${text.trimEnd()} ${advice}` : text;
    if (!request) return message.nonce ? `${said} (no request with this nonce)` : said;
    return `${request.type} ${request.data.topic}: ${said}`;
  }

  private followReconnect(message: ServerMessage): void {
    const token = (message.data as {reconnect_token?: unknown}).reconnect_token;
    if (typeof token !== 'string' || token === '') return this.problem('The reconnect message has no reconnect_token; press Connect to start again.');
    const step = this.streak.next(Date.now() - this.openedAt);
    if (!step) {
      this.closeQuietly();
      return this.problem(
        `The gateway asked for a reconnect ${reconnectPolicy.maxInARow + 1} times in a row, so the console stopped following it rather than flood the gateway with connections. Press Connect to start again.`,
      );
    }
    if (step.pauseMs === 0) {
      this.note('Following the reconnect: opening a new connection with the reconnect token; subscriptions come back by themselves.');
      return this.connect(token);
    }
    const seconds = (step.pauseMs / 1000).toLocaleString('en', {maximumFractionDigits: 1});
    this.note(
      `Following the reconnect in ${seconds} s: reconnect ${step.attempt} in a row, so the console waits (the pause doubles each time, with some randomness) and stops after ${reconnectPolicy.maxInARow}.`,
    );
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect(token);
    }, step.pauseMs);
  }

  /** Cancels a reconnect waiting for its pause to end; true when there was one. */
  private cancelReconnect(): boolean {
    if (this.reconnectTimer === undefined) return false;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    return true;
  }

  private setState(state: ConnectionState): void {
    this.state = state;
    this.listener.onState(state);
  }

  private log(entry: Omit<LogEntry, 'seq' | 'at'>): void {
    this.seq += 1;
    this.listener.onEntries([{...entry, seq: this.seq, at: Date.now()}]);
  }
}
