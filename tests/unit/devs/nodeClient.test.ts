import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import Ajv from 'ajv';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {WebSocketServer} from 'ws';
import {nodeClient, nodeHandlers} from '@site/src/data/examples/nodeClient';
import {exampleChannelId, exampleMessage, topics} from '@site/src/data/topics';
import {gatewayMessages, requestSchema} from '@site/src/data/websockets/messages';
import {site} from '@site/src/site';

/** The exact handlers.mjs the examples page shows, loaded as a real ES module. */
interface Handlers {
  createSession(options: {topics: string[]; room: string; token: string; tokenType?: string}): Session;
  handleFrame(session: Session, text: string): Action[];
  summarize(topic: string, data: unknown): string;
  reconnectDelay(attempt: number): number;
}
interface Session {
  pending: Map<string, unknown>;
  subscribed: Set<string>;
  resumed: boolean;
}
type Action = {kind: string; [key: string]: unknown};

let dir: string;
let handlers: Handlers;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'node-client-'));
  const file = path.join(dir, 'handlers.mjs');
  writeFileSync(file, nodeHandlers);
  handlers = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Handlers;
});
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const allTopics = topics.map((topic) => topic.name);
const newSession = () => handlers.createSession({topics: allTopics, room: exampleChannelId, token: 'tok-123'});
const frame = (value: unknown) => JSON.stringify(value);

describe('Node example: handlers.mjs', () => {
  it('answers welcome with one valid subscribe request per topic', () => {
    const session = newSession();
    const actions = handlers.handleFrame(session, frame(gatewayMessages.welcome));
    const validate = new Ajv().compile(requestSchema);
    expect(actions.map((action) => action.kind)).toEqual(allTopics.map(() => 'send'));
    for (const action of actions) expect(validate(action.request), JSON.stringify(validate.errors)).toBe(true);
    expect(actions.map((action) => (action.request as {data: {topic: string}}).data.topic)).toEqual(allTopics);
    expect(session.pending.size).toBe(allTopics.length);
  });

  it('does not subscribe again after resuming with a reconnect token', () => {
    const session = newSession();
    session.resumed = true;
    expect(handlers.handleFrame(session, frame(gatewayMessages.welcome)).some((action) => action.kind === 'send')).toBe(false);
  });

  for (const topic of topics) {
    topic.examples.forEach((example, index) => {
      it(`hands on ${topic.name} "${example.title}" as an event with a summary`, () => {
        const actions = handlers.handleFrame(newSession(), frame(exampleMessage(topic, index)));
        expect(actions).toHaveLength(1);
        expect(actions[0]).toMatchObject({kind: 'event', topic: topic.name, room: exampleChannelId, data: example.data});
        expect(String(actions[0]?.summary).length).toBeGreaterThan(0);
      });
    });
  }

  it('summarises the topics the client prints with the names from the payload', () => {
    const tip = topics.find((topic) => topic.name === 'channel.tips')!.examples[0]!.data as {donation: {user: {username: string}; amount: number}};
    expect(handlers.summarize('channel.tips', tip)).toContain(tip.donation.user.username);
    expect(handlers.summarize('channel.tips', tip)).toContain(String(tip.donation.amount));
    expect(handlers.summarize('channel.stream.status', {isLive: false})).toBe('The stream has ended');
  });

  it('marks a subscription done when its response arrives', () => {
    const session = newSession();
    const [first] = handlers.handleFrame(session, frame(gatewayMessages.welcome));
    const request = first?.request as {nonce: string; data: {topic: string}};
    handlers.handleFrame(session, frame({...gatewayMessages.subscribed, nonce: request.nonce}));
    expect(session.pending.has(request.nonce)).toBe(false);
    expect(session.subscribed.has(request.data.topic)).toBe(true);
  });

  it('asks for a resend of what is unanswered after a pause on rate_limit_exceeded, which has no nonce', () => {
    const session = newSession();
    handlers.handleFrame(session, frame(gatewayMessages.welcome));
    const [action] = handlers.handleFrame(session, frame(gatewayMessages.rateLimited));
    // Which requests is decided when the pause ends (client.mjs): answers may arrive meanwhile.
    expect(action).toEqual({kind: 'resendPending', delayMs: expect.any(Number)});
    expect(Number(action?.delayMs)).toBeGreaterThan(0);
  });

  it('resends only the timed-out request after err_deadline_exceeded', () => {
    const session = newSession();
    const [first] = handlers.handleFrame(session, frame(gatewayMessages.welcome));
    const request = first?.request as {nonce: string};
    const [action] = handlers.handleFrame(session, frame({...gatewayMessages.error, nonce: request.nonce, error: 'err_deadline_exceeded'}));
    expect(action).toMatchObject({kind: 'retry', requests: [request]});
  });

  it('reports err_unauthorized without retrying', () => {
    const session = newSession();
    const [first] = handlers.handleFrame(session, frame(gatewayMessages.welcome));
    const request = first?.request as {nonce: string};
    const [action] = handlers.handleFrame(session, frame({...gatewayMessages.error, nonce: request.nonce}));
    expect(action).toMatchObject({kind: 'fail', error: 'err_unauthorized', request});
    expect(session.pending.has(request.nonce)).toBe(false);
  });

  it('asks to reconnect with the token from a reconnect message', () => {
    const [action] = handlers.handleFrame(newSession(), frame(gatewayMessages.reconnect));
    expect(action).toEqual({kind: 'reconnect', token: gatewayMessages.reconnect.data.reconnect_token});
  });

  it('ignores frames that are not JSON', () => {
    expect(handlers.handleFrame(newSession(), 'not json')).toEqual([{kind: 'log', text: 'Ignored a frame that is not JSON'}]);
  });

  it('waits longer after each failed attempt, never less than the 2 s Retry-After, and caps the wait', () => {
    const delays = [0, 1, 2, 3, 10, 30].map(handlers.reconnectDelay);
    expect(delays[0]).toBeGreaterThanOrEqual(2000);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(delays.at(-1)).toBe(60000);
  });
});

describe('Node example: client.mjs', () => {
  it('connects to the gateway from src/site.ts and imports only what handlers.mjs exports', async () => {
    expect(nodeClient).toContain(`const GATEWAY = '${site.websocketGateway}';`);
    const imported = /import \{([^}]+)\} from '\.\/handlers\.mjs'/.exec(nodeClient)?.[1]?.split(',').map((name) => name.trim());
    expect(imported?.length).toBeGreaterThan(0);
    for (const name of imported ?? []) expect(typeof (handlers as unknown as Record<string, unknown>)[name], name).toBe('function');
  });

  it('after refusals for the rate limit, sends again only what is still unanswered when the pause ends, once', async () => {
    // The page's client.mjs and handlers.mjs, run by Node against a gateway on this machine (only
    // the address differs). Of the three subscribes, the gateway refuses the first two and then
    // accepts the third: each refused one must come once more, the accepted one never again.
    const run = mkdtempSync(path.join(tmpdir(), 'node-client-run-'));
    const server = new WebSocketServer({host: '127.0.0.1', port: 0});
    await new Promise((resolve) => server.once('listening', resolve));
    const {port} = server.address() as {port: number};
    writeFileSync(path.join(run, 'handlers.mjs'), nodeHandlers);
    writeFileSync(path.join(run, 'client.mjs'), nodeClient.replace(`'${site.websocketGateway}'`, `'ws://127.0.0.1:${port}'`));
    symlinkSync(path.resolve('node_modules'), path.join(run, 'node_modules'), 'dir');
    const received: string[] = [];
    server.on('connection', (socket) => {
      socket.send(frame(gatewayMessages.welcome));
      socket.on('message', (data) => {
        const request = JSON.parse(String(data)) as {type: string; nonce: string};
        if (request.type !== 'subscribe') return;
        received.push(request.nonce);
        if (received.length === 3) {
          socket.send(frame(gatewayMessages.rateLimited));
          socket.send(frame(gatewayMessages.rateLimited));
          socket.send(frame({...gatewayMessages.subscribed, nonce: received[2]}));
        } else if (received.length > 3) socket.send(frame({...gatewayMessages.subscribed, nonce: request.nonce}));
      });
    });
    const client = spawn(process.execPath, ['client.mjs'], {cwd: run, env: {PATH: process.env.PATH, SE_TOKEN: 'tok-123', SE_CHANNEL_ID: exampleChannelId}, stdio: 'ignore'});
    try {
      // The pause is a second: by then the resends have come; any further ones would follow at once.
      await expect.poll(() => received.length, {timeout: 15_000, interval: 50}).toBeGreaterThanOrEqual(5);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const [first, second, third] = received;
      expect(received.filter((nonce) => nonce === first)).toHaveLength(2);
      expect(received.filter((nonce) => nonce === second)).toHaveLength(2);
      expect(received.filter((nonce) => nonce === third)).toHaveLength(1);
    } finally {
      client.kill();
      server.close();
      rmSync(run, {recursive: true, force: true});
    }
  }, 30_000);
});
