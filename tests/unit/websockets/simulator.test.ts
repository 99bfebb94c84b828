import Ajv2020 from 'ajv/dist/2020';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {topics} from '@site/src/data/topics';
import {keepalive, limits} from '@site/src/data/websockets/gateway';
import {asyncApiDocument} from '@site/plugins/asyncapi/document';
import {topicMessageKey} from '@site/plugins/asyncapi/names';
import {subscribeRequest, unsubscribeRequest} from '@site/src/console/protocol';
import {SimulatedGateway, type SimulatorControls} from '@site/src/console/simulator';

const ajv = new Ajv2020({strict: true, allowUnionTypes: true, allErrors: true});
const messages = (asyncApiDocument('1.0.0') as {components: {messages: Record<string, {payload: object}>}}).components.messages;
const validators = new Map(Object.entries(messages).map(([key, message]) => [key, ajv.compile(message.payload)]));
const room = '64f0c3a9d21b7e0012c4a5b6';

/** Every frame the simulator sends must be a message the published contract accepts. */
function expectInContract(frame: Record<string, unknown>) {
  const key = frame.type === 'message' ? topicMessageKey({name: String(frame.topic)}) : String(frame.type);
  const validate = validators.get(key);
  expect(validate, `no contract message for ${key}`).toBeDefined();
  expect(validate!(frame), `${JSON.stringify(frame).slice(0, 200)}: ${JSON.stringify(validate!.errors)}`).toBe(true);
}

function connect(controls: Partial<SimulatorControls> = {}, reconnectToken?: string) {
  const frames: Record<string, unknown>[] = [];
  const closes: {code: number; reason: string}[] = [];
  const notes: string[] = [];
  const gateway = new SimulatedGateway(
    {onOpen: () => undefined, onFrame: (text) => frames.push(JSON.parse(text) as Record<string, unknown>), onClose: (code, reason) => closes.push({code, reason}), onHeartbeat: (text) => notes.push(text)},
    {tokenVerdict: 'valid', answerPings: true, ...controls},
    reconnectToken,
  );
  vi.advanceTimersByTime(1);
  return {gateway, frames, closes, notes};
}

const sub = (topic = 'channel.tips', nonce = 'n1', extra: Partial<{room: string; token: string}> = {}) =>
  JSON.stringify(subscribeRequest({topic, room: extra.room ?? room, token: extra.token ?? 'tok', tokenType: 'jwt', nonce}));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('simulated gateway', () => {
  it('welcomes, subscribes with a nonce-matched response and streams schema-valid samples for every topic', () => {
    const {gateway, frames} = connect();
    expect(frames[0]).toMatchObject({type: 'welcome'});
    for (const topic of topics) {
      gateway.send(sub(topic.name, `sub-${topic.name}`));
      vi.advanceTimersByTime(1);
      expect(frames.at(-1)).toMatchObject({type: 'response', nonce: `sub-${topic.name}`, data: {topic: topic.name, room}});
      expect(gateway.publishSamples(topic.name, 3)).toBe(topic.examples.length > 0 ? 3 : 0);
    }
    expect(frames.filter((frame) => frame.type === 'message').length).toBe(3 * topics.filter((topic) => topic.examples.length > 0).length);
    frames.forEach(expectInContract);
  });

  it('accepts a subscribe without a room, as the docs allow, and answers with the room it used (the empty, global room)', () => {
    const {gateway, frames} = connect();
    gateway.send(JSON.stringify({type: 'subscribe', nonce: 'no-room', data: {topic: 'channel.tips', token: 't', token_type: 'jwt'}}));
    vi.advanceTimersByTime(1);
    expect(frames.at(-1)).toMatchObject({type: 'response', nonce: 'no-room', data: {topic: 'channel.tips', room: ''}});
    expect(frames.at(-1)).not.toHaveProperty('error');
    expect(gateway.subscribed).toEqual([{topic: 'channel.tips', room: ''}]);
    frames.forEach(expectInContract);
  });

  it('answers every documented error with its code, each in the contract', () => {
    const cases: [Partial<SimulatorControls>, string, string][] = [
      [{}, JSON.stringify({type: 'subscribe', nonce: 'a', data: {topic: 'channel.tips', room, token_type: 'jwt'}}), 'err_bad_request'],
      [{}, sub('channel.nope', 'b'), 'err_bad_request'],
      [{}, sub('channel.tips', 'd', {room: 'two words'}), 'err_bad_request'],
      [{tokenVerdict: 'invalid'}, sub('channel.tips', 'e'), 'err_unauthorized'],
      [{tokenVerdict: 'expired'}, sub('channel.tips', 'f'), 'err_unauthorized'],
      [{tokenVerdict: 'no-scope'}, sub('channel.tips', 'g'), 'err_unauthorized'],
      [{}, JSON.stringify({type: 'listen', nonce: 'h', data: {}}), 'invalid_message_type'],
      [{}, '{not json', 'err_bad_request'],
    ];
    for (const [controls, request, code] of cases) {
      const {gateway, frames} = connect(controls);
      gateway.send(request);
      vi.advanceTimersByTime(1);
      expect(frames.at(-1), request).toMatchObject({type: 'response', error: code});
      frames.forEach(expectInContract);
    }
  });

  it('fails the next request on demand with err_deadline_exceeded or err_internal_error', () => {
    const {gateway, frames} = connect();
    gateway.failNextRequest('deadline');
    gateway.send(sub());
    vi.advanceTimersByTime(1);
    gateway.failNextRequest('internal');
    gateway.send(sub('channel.tips', 'n2'));
    vi.advanceTimersByTime(1);
    expect(frames.slice(-2).map((frame) => frame.error)).toEqual(['err_deadline_exceeded', 'err_internal_error']);
    frames.forEach(expectInContract);
  });

  it('enforces the rate limit: a burst passes, the next request gets rate_limit_exceeded without a nonce, and it refills', () => {
    const {gateway, frames} = connect();
    for (let index = 0; index < limits.burstMaxRequests + 1; index += 1) gateway.send(sub('channel.tips', `r${index}`));
    vi.advanceTimersByTime(1);
    const responses = frames.filter((frame) => frame.type === 'response');
    expect(responses.filter((frame) => !frame.error)).toHaveLength(limits.burstMaxRequests);
    expect(responses.at(-1)).toMatchObject({error: 'rate_limit_exceeded'});
    expect(responses.at(-1)).not.toHaveProperty('nonce');
    vi.advanceTimersByTime(limits.commandIntervalMs);
    gateway.send(sub('channel.tips', 'after'));
    vi.advanceTimersByTime(1);
    expect(frames.at(-1)).toMatchObject({nonce: 'after'});
    frames.forEach(expectInContract);
  });

  it('counts a burst when it arrives: a page too busy to answer it at once does not refill the bucket halfway', () => {
    const responses: Record<string, unknown>[] = [];
    // Drawing each answer takes as long as the bucket needs to refill one request, as on a busy phone.
    const slowPage = (text: string) => {
      const frame = JSON.parse(text) as Record<string, unknown>;
      if (frame.type === 'response') responses.push(frame);
      vi.setSystemTime(Date.now() + limits.commandIntervalMs);
    };
    const gateway = new SimulatedGateway({onOpen: () => undefined, onFrame: slowPage, onClose: () => undefined}, {tokenVerdict: 'valid', answerPings: true}, undefined);
    vi.advanceTimersByTime(1);
    const burst = limits.burstMaxRequests + 20;
    for (let index = 0; index < burst; index += 1) gateway.send(sub('channel.tips', `r${index}`));
    vi.advanceTimersByTime(1);
    expect(responses).toHaveLength(burst);
    expect(responses.slice(0, limits.burstMaxRequests).every((frame) => !frame.error)).toBe(true);
    expect(responses.slice(limits.burstMaxRequests).every((frame) => frame.error === 'rate_limit_exceeded')).toBe(true);
  });

  it('unsubscribes one room or every room', () => {
    const {gateway, frames} = connect();
    gateway.send(sub('channel.tips', 'a'));
    gateway.send(sub('channel.tips', 'b', {room: 'other'}));
    gateway.send(JSON.stringify(unsubscribeRequest({topic: 'channel.tips', room: 'other', nonce: 'c'})));
    vi.advanceTimersByTime(1);
    expect(gateway.subscribed).toEqual([{topic: 'channel.tips', room}]);
    gateway.send(JSON.stringify(unsubscribeRequest({topic: 'channel.tips', nonce: 'd'})));
    vi.advanceTimersByTime(1);
    expect(gateway.subscribed).toEqual([]);
    frames.forEach(expectInContract);
  });

  it('pings every 30 s and times out after 70 s without traffic when pings go unanswered', () => {
    const {notes, closes} = connect({answerPings: false});
    vi.advanceTimersByTime(keepalive.pingIntervalSeconds * 1000);
    expect(notes).toHaveLength(1);
    vi.advanceTimersByTime(keepalive.pingIntervalSeconds * 1000);
    expect(closes).toEqual([]);
    vi.advanceTimersByTime(keepalive.pingIntervalSeconds * 1000);
    expect(closes[0]?.reason).toContain(`${keepalive.pongTimeoutSeconds} s`);
  });

  it('keeps a connection whose pings are answered', () => {
    const {closes} = connect();
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(closes).toEqual([]);
  });

  it('restores subscriptions on a connection opened with the reconnect token', () => {
    const first = connect();
    first.gateway.send(sub());
    vi.advanceTimersByTime(1);
    first.gateway.announceReconnect();
    const reconnect = first.frames.at(-1) as {type: string; data: {reconnect_token: string}};
    expect(reconnect.type).toBe('reconnect');
    expectInContract(reconnect as never);
    const second = connect({}, reconnect.data.reconnect_token);
    expect(second.gateway.subscribed).toEqual([{topic: 'channel.tips', room}]);
  });
});
