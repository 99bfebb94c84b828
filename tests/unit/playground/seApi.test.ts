import {describe, expect, it} from 'vitest';
import {answerApiCall, removeCheermotes, type ApiContext} from '@site/src/playground/logic/seApi';
import {newWorld, receive, resumeQueue} from '@site/src/playground/logic/world';
import {STORE_LIMITS} from '@site/src/playground/logic/store';

const context: ApiContext = {store: {}, counters: {deaths: 4}, fields: {title: {type: 'text'}}, status: {isEditorMode: true, muted: false}};

describe('SE_API emulation', () => {
  it('store.set replaces the whole object and announces kvstore:update with the prefix', () => {
    const first = answerApiCall('store.set', ['score', {red: 1, blue: 2}], context);
    if (!first.ok || first.effect?.type !== 'store') throw new Error('expected a store effect');
    const second = answerApiCall('store.set', ['score', {red: 5}], {...context, store: first.effect.store});
    if (!second.ok || second.effect?.type !== 'store') throw new Error('expected a store effect');
    expect(second.effect.store.score).toEqual({red: 5});
    expect(second.effect.update).toEqual({key: 'customWidget.score', value: {red: 5}});
    expect(answerApiCall('store.get', ['score'], {...context, store: second.effect.store})).toEqual({ok: true, value: {red: 5}});
  });

  it('rejects invalid keys, non-objects and deletion', () => {
    expect(answerApiCall('store.set', ['', {}], context).ok).toBe(false);
    expect(answerApiCall('store.set', [42, {}], context).ok).toBe(false);
    expect(answerApiCall('store.set', ['k', 'text'], context)).toMatchObject({ok: false, error: expect.stringContaining('plain object')});
    expect(answerApiCall('store.set', ['k', null], context)).toMatchObject({ok: false, error: expect.stringContaining('cannot be deleted')});
    expect(answerApiCall('store.get', ['missing'], context)).toEqual({ok: true, value: null});
    expect(answerApiCall('store.get', ['constructor'], context)).toEqual({ok: true, value: null});
  });

  it('caps the size of one value and of the whole store, and refuses what is not JSON', () => {
    const big = {text: 'x'.repeat(STORE_LIMITS.valueChars)};
    expect(answerApiCall('store.set', ['big', big], context)).toMatchObject({ok: false, error: expect.stringContaining('at most 50,000 per key')});
    const store = Object.fromEntries(Array.from({length: 10}, (_, index) => [`k${index}`, {text: 'y'.repeat(STORE_LIMITS.valueChars - 20)}]));
    expect(answerApiCall('store.set', ['one-more', {text: 'z'.repeat(1000)}], {...context, store})).toMatchObject({ok: false, error: expect.stringContaining('at most 500,000')});
    expect(answerApiCall('store.set', ['n', {n: 1n}], context)).toMatchObject({ok: false, error: expect.stringContaining('JSON values only')});
  });

  it('answers counters, sanitize, cheerFilter and overlay status', () => {
    expect(answerApiCall('counters.get', ['deaths'], context)).toEqual({ok: true, value: {id: 'deaths', count: 4}});
    expect(answerApiCall('counters.get', ['wins'], context)).toEqual({ok: true, value: {id: 'wins', count: 0}});
    expect(answerApiCall('sanitize', [{message: 'hello'}], context)).toEqual({ok: true, value: {result: {message: 'hello'}, skip: false}});
    expect(removeCheermotes('shamrock100 This is a cheer message cheer100 cheer100 cheerwhal100')).toBe('This is a cheer message');
    expect(answerApiCall('getOverlayStatus', [], context)).toEqual({ok: true, value: {isEditorMode: true, muted: false}});
  });

  it('setField reloads unless told not to, and names a missing field', () => {
    expect(answerApiCall('setField', ['title', 'x'], context)).toMatchObject({effect: {type: 'setField', reload: true}});
    expect(answerApiCall('setField', ['title', 'x', true], context)).toMatchObject({effect: {reload: true}});
    expect(answerApiCall('setField', ['title', 'x', false], context)).toMatchObject({effect: {reload: false}});
    expect(answerApiCall('setField', ['nope', 'x'], context)).toMatchObject({ok: false, error: expect.stringContaining('"nope"')});
  });

  it('setField refuses, where it arrives, a value that could not be kept in the draft', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    let deep: unknown = 1;
    for (let level = 0; level < 10_000; level += 1) deep = [deep];
    for (const [value, reason] of [
      [10n, 'a BigInt'],
      [{n: [1n]}, 'a BigInt'],
      [circular, 'circular'],
      [deep, 'nested more than 32 levels deep'],
      ['x'.repeat(60_000), 'larger than 50 kB'],
    ] as const) {
      expect(answerApiCall('setField', ['title', value], context), reason).toEqual({ok: false, error: expect.stringContaining(reason)});
    }
  });

  it('store.set names why a value cannot be stored', () => {
    expect(answerApiCall('store.set', ['k', {n: 10n}], context)).toMatchObject({ok: false, error: expect.stringContaining('a BigInt')});
  });

  it('rejects what it cannot emulate, by name', () => {
    expect(answerApiCall('goLive', [], context)).toMatchObject({ok: false, error: expect.stringContaining('SE_API.goLive')});
  });
});

describe('the emulated overlay (world)', () => {
  it('a second alert waits until resumeQueue; each delivered alert is followed by onSessionUpdate', () => {
    let step = receive(newWorld(), 'tip-latest', {name: 'a', amount: 1}, 0, 20);
    expect(step.dispatch.map((d) => d.name)).toEqual(['onEventReceived', 'onSessionUpdate']);
    step = receive(step.world, 'tip-latest', {name: 'b', amount: 2}, 10, 20);
    expect(step.dispatch).toEqual([]);
    step = receive(step.world, 'message', {data: {text: 'hi'}}, 20, 20);
    expect(step.dispatch.map((d) => d.detail.listener)).toEqual(['message']);
    step = resumeQueue(step.world, 30, 20);
    expect(step.dispatch[0]).toEqual({name: 'onEventReceived', detail: {listener: 'tip-latest', event: {name: 'b', amount: 2}}});
    expect((step.dispatch[1]!.detail.session as Record<string, {amount: number}>)['tip-session']!.amount).toBe(3);
  });

  it('event:skip reaches the widget and lets the next alert play', () => {
    let step = receive(newWorld(), 'raid-latest', {name: 'a', amount: 1}, 0, 20);
    step = receive(step.world, 'raid-latest', {name: 'b', amount: 2}, 0, 20);
    step = receive(step.world, 'event:skip', {}, 5, 20);
    expect(step.dispatch.map((d) => d.detail.listener ?? d.name)).toEqual(['event:skip', 'raid-latest', 'onSessionUpdate']);
  });

  it('bot:counter and alertService:toggleSound change what SE_API reports', () => {
    let step = receive(newWorld(), 'bot:counter', {counter: 'wins', value: 7}, 0, 0);
    step = receive(step.world, 'alertService:toggleSound', {muted: true}, 0, 0);
    expect(step.world.counters).toEqual({wins: 7});
    expect(step.world.status.muted).toBe(true);
  });
});
