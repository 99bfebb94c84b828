import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {contentSecurityPolicy} from '@site/plugins/site-files/csp';
import {maxFrameDepth} from '@site/src/console/protocol';
import {errorCodes, subscribeRoom} from '@site/src/data/websockets/gateway';
import {reconnectPause, reconnectPolicy} from '@site/src/console/reconnectPolicy';
import {ConsoleSession, type LogEntry} from '@site/src/console/session';
import type {OpenTransport} from '@site/src/console/transport';
import {SimulatorHandle} from '@site/src/console/simulator';
import {site} from '@site/src/site';
import {toolConnectOrigins, toolFolders} from '@site/src/tools/registry';

const token = 'secret-token-7781';
const room = '64f0c3a9d21b7e0012c4a5b6';

function start(open?: OpenTransport) {
  const entries: LogEntry[] = [];
  const states: string[] = [];
  const simulator = new SimulatorHandle();
  const session = new ConsoleSession(open ?? simulator.open, {onEntries: (added) => entries.push(...added), onState: (state) => states.push(state)}, {noncePrefix: 'sim', random: () => 0.5});
  session.connect();
  vi.advanceTimersByTime(1);
  return {entries, states, simulator, session};
}

/** A gateway that answers every connection with a `reconnect`, as in the reconnect storm. */
function restlessGateway() {
  const opened: (string | undefined)[] = [];
  const open: OpenTransport = (events, reconnectToken) => {
    opened.push(reconnectToken);
    let closed = false;
    setTimeout(() => {
      events.onOpen();
      events.onFrame(JSON.stringify({type: 'welcome', data: {message: 'hi', client_id: 'c'}}));
      events.onFrame(JSON.stringify({type: 'reconnect', data: {message: 'moving', reconnect_token: `rt-${opened.length}`}}));
    }, 1);
    return {
      send: () => undefined,
      close: () => {
        if (!closed) events.onClose(1000, 'Closed by the client.');
        closed = true;
      },
    };
  };
  return {open, opened};
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('console session', () => {
  it('subscribes, pairs the response by nonce and never puts the token in the log', () => {
    const {entries, session, simulator} = start();
    session.subscribe({topic: 'channel.tips', room, token, tokenType: 'jwt'});
    vi.advanceTimersByTime(1);
    simulator.gateway!.publishSamples('channel.tips', 2);
    expect(entries.map((entry) => entry.summary)).toContain('subscribe channel.tips: successfully subscribed to topic [sim-1]');
    expect(entries.filter((entry) => entry.type === 'message' && entry.differences?.length === 0)).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it('checks the room and the connection before sending', () => {
    const {entries, session} = start();
    session.subscribe({topic: 'channel.tips', room: 'has space', token, tokenType: 'jwt'});
    session.disconnect();
    session.subscribe({topic: 'channel.tips', room, token, tokenType: 'jwt'});
    expect(entries.filter((entry) => entry.kind === 'problem').map((entry) => entry.summary)).toEqual([
      expect.stringContaining('spaces'),
      expect.stringContaining('Not connected'),
    ]);
  });

  it('subscribes without a room by leaving it out, and says what the docs make of that', () => {
    const {entries, session, simulator} = start();
    session.subscribe({topic: 'channel.tips', room: '', token, tokenType: 'jwt'});
    vi.advanceTimersByTime(1);
    const sent = entries.find((entry) => entry.kind === 'sent');
    expect(JSON.parse(sent!.json!).data).not.toHaveProperty('room');
    const note = entries.find((entry) => entry.kind === 'note' && entry.summary.startsWith('No room'));
    for (const reading of subscribeRoom.readings) expect(note?.summary).toContain(reading);
    expect(entries.some((entry) => entry.kind === 'problem')).toBe(false);
    expect(simulator.gateway!.subscribed).toEqual([{topic: 'channel.tips', room: ''}]);
  });

  it('follows a reconnect: new connection with the token, subscriptions restored, old one closed quietly', () => {
    const {entries, session, simulator, states} = start();
    session.subscribe({topic: 'channel.tips', room, token, tokenType: 'jwt'});
    vi.advanceTimersByTime(1);
    const first = simulator.gateway!;
    first.announceReconnect();
    vi.advanceTimersByTime(1);
    expect(simulator.gateway).not.toBe(first);
    expect(simulator.gateway!.subscribed).toEqual([{topic: 'channel.tips', room}]);
    expect(entries.filter((entry) => entry.type === 'welcome')).toHaveLength(2);
    expect(entries.some((entry) => entry.kind === 'problem')).toBe(false);
    expect(states.at(-1)).toBe('open');
  });

  it('closes the old connection when the planned reconnect never opens, rather than leave it open behind a closed console', () => {
    const transports: {events: Parameters<OpenTransport>[0]; closed: boolean}[] = [];
    const open: OpenTransport = (events, reconnectToken) => {
      const transport = {events, closed: false};
      transports.push(transport);
      setTimeout(() => {
        if (reconnectToken) return events.onClose(1006, '');
        events.onOpen();
        events.onFrame(JSON.stringify({type: 'reconnect', data: {message: 'moving', reconnect_token: 'rt-1'}}));
      }, 1);
      return {send: () => undefined, close: () => void (transport.closed = true)};
    };
    const {entries, session, states} = start(open);
    vi.advanceTimersByTime(1);
    expect(transports).toHaveLength(2);
    expect(transports[0]!.closed).toBe(true);
    expect(states.at(-1)).toBe('closed');
    expect(session.connectionState).toBe('closed');
    expect(entries.filter((entry) => entry.kind === 'problem').at(-1)?.summary).toContain('Press Connect to start again.');
  });

  it('reports a dropped connection and a malformed or oversized frame as one clear line each', () => {
    const {entries, simulator} = start();
    simulator.gateway!.sendRaw('{"type": ');
    simulator.gateway!.sendRaw(`"${'x'.repeat(10 * 1024 * 1024)}"`);
    simulator.gateway!.dropConnection();
    const problems = entries.filter((entry) => entry.kind === 'problem').map((entry) => entry.summary);
    expect(problems).toEqual([
      expect.stringContaining('not JSON'),
      expect.stringContaining('10.5 MB'),
      'Connection closed (code 1006, closed without a close frame). The connection dropped without a close frame. Press Connect to start again.',
    ]);
  });

  it('shows a frame nested 10,000 levels deep as one problem line, and keeps going', () => {
    const {entries, simulator} = start();
    const deep = `{"type":"message","topic":"channel.tips","data":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    simulator.gateway!.sendRaw(deep);
    simulator.gateway!.sendRaw('{"type":"welcome","data":{"message":"still here"}}');
    const [problem] = entries.filter((entry) => entry.kind === 'problem');
    expect(problem?.summary).toContain(`nested more than ${maxFrameDepth} levels deep`);
    expect(entries.at(-1)).toMatchObject({kind: 'received', type: 'welcome'});
  });

  it('marks error replies as failed, so the list shows them as problems, with what to do about them', () => {
    const {entries, session, simulator} = start();
    simulator.setTokenVerdict('expired');
    session.subscribe({topic: 'channel.tips', room, token, tokenType: 'jwt'});
    vi.advanceTimersByTime(1);
    const {action} = errorCodes.find(({code}) => code === 'err_unauthorized')!;
    expect(entries.at(-1)).toMatchObject({type: 'response', failed: true, summary: `subscribe channel.tips: err_unauthorized: The token has expired. ${action}`});
  });
});

describe('reconnect storm', () => {
  it('follows the first reconnect at once, then backs off exponentially, and stops after the cap', () => {
    const {open, opened} = restlessGateway();
    const {entries, states} = start(open);
    // The first reconnect is followed at once.
    expect(opened).toEqual([undefined, 'rt-1']);
    const pauses: number[] = [];
    for (let attempt = 2; attempt <= reconnectPolicy.maxInARow; attempt += 1) {
      vi.advanceTimersByTime(1);
      const pause = reconnectPause(attempt, () => 0.5);
      pauses.push(pause);
      const before = opened.length;
      vi.advanceTimersByTime(pause - 1);
      expect(opened.length, `no new connection before the pause of reconnect ${attempt} ends`).toBe(before);
      vi.advanceTimersByTime(1);
      expect(opened.length).toBe(before + 1);
    }
    expect(pauses).toEqual([...pauses].sort((a, b) => a - b));
    expect(pauses.at(-1)).toBeGreaterThanOrEqual(4 * pauses[0]!);
    vi.advanceTimersByTime(120_000);
    expect(opened).toHaveLength(reconnectPolicy.maxInARow + 1);
    expect(states.at(-1)).toBe('closed');
    const notes = entries.map((entry) => entry.summary);
    expect(notes.filter((summary) => summary.startsWith('Following the reconnect in'))).toHaveLength(reconnectPolicy.maxInARow - 1);
    expect(entries.at(-1)).toMatchObject({kind: 'problem', summary: expect.stringContaining(`asked for a reconnect ${reconnectPolicy.maxInARow + 1} times in a row`)});
  });

  it('draws each pause between half and all of its ceiling, never above the maximum', () => {
    for (let attempt = 2; attempt < 12; attempt += 1) {
      const ceiling = Math.min(reconnectPolicy.maxPauseMs, reconnectPolicy.firstPauseMs * 2 ** (attempt - 2));
      expect(reconnectPause(attempt, () => 0)).toBe(ceiling / 2);
      expect(reconnectPause(attempt, () => 0.999999)).toBeLessThanOrEqual(ceiling);
    }
    expect(reconnectPause(1, () => 0.7)).toBe(0);
  });

  it('a Connect from the visitor starts a new streak, and Disconnect cancels a waiting reconnect', () => {
    const {open, opened} = restlessGateway();
    const {entries, session, states} = start(open);
    vi.advanceTimersByTime(2);
    expect(opened).toHaveLength(2);
    session.disconnect();
    expect(entries.at(-1)?.summary).toBe('Disconnected; the planned reconnect is cancelled.');
    vi.advanceTimersByTime(60_000);
    expect(opened).toHaveLength(2);
    expect(states.at(-1)).toBe('closed');
    session.connect();
    vi.advanceTimersByTime(2);
    // A fresh streak: the reconnect after the visitor's Connect is followed at once again.
    expect(opened).toHaveLength(4);
  });
});

describe('CSP for the console', () => {
  it('lets the page open a socket to the gateway, as the console’s descriptor asks, and nowhere else', () => {
    const origin = new URL(site.websocketGateway).origin;
    expect(toolFolders['src/console']?.connect).toEqual(['websocketGateway']);
    const csp = contentSecurityPolicy({scriptHashes: [], searchOrigins: [], toolOrigins: toolConnectOrigins()});
    expect(csp).toMatch(new RegExp(`connect-src 'self'[^;]* ${origin.replace(/[.]/g, '\\.')}[ ;]`));
  });
});
