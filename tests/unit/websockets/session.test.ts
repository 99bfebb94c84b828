import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {contentSecurityPolicy} from '@site/plugins/site-files/csp';
import {ConsoleSession, type LogEntry} from '@site/src/console/session';
import {SimulatorHandle} from '@site/src/console/simulator';
import {site} from '@site/src/site';

const token = 'secret-token-7781';
const room = '64f0c3a9d21b7e0012c4a5b6';

function start() {
  const entries: LogEntry[] = [];
  const states: string[] = [];
  const simulator = new SimulatorHandle();
  const session = new ConsoleSession(simulator.open, {onEntries: (added) => entries.push(...added), onState: (state) => states.push(state)}, 'sim');
  session.connect();
  vi.advanceTimersByTime(1);
  return {entries, states, simulator, session};
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

  it('reports a dropped connection and a malformed or oversized frame as one clear line each', () => {
    const {entries, simulator} = start();
    simulator.gateway!.sendRaw('{"type": ');
    simulator.gateway!.sendRaw(`"${'x'.repeat(10 * 1024 * 1024)}"`);
    simulator.gateway!.dropConnection();
    const problems = entries.filter((entry) => entry.kind === 'problem').map((entry) => entry.summary);
    expect(problems).toEqual([
      expect.stringContaining('not JSON'),
      expect.stringContaining('10.5 MB'),
      'Connection closed (code 1006: The connection dropped without a close frame.). Press Connect to start again.',
    ]);
  });
});

describe('CSP for the console', () => {
  it('lets the page open a socket to the gateway and nowhere else', () => {
    const origin = new URL(site.websocketGateway).origin;
    const csp = contentSecurityPolicy({scriptHashes: [], searchOrigins: [], websocketOrigins: [origin]});
    expect(csp).toContain(`connect-src 'self' ${origin};`);
  });
});
