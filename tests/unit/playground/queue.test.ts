import {describe, expect, it} from 'vitest';
import {emptyQueue, enqueue, release, tick, widgetDurationOf, type QueuedAlert} from '@site/src/playground/logic/queue';

const alert = (id: number): QueuedAlert => ({id, listener: 'tip-latest', event: {name: `t${id}`, amount: id}});

describe('alert queue', () => {
  it('with widgetDuration 0 (the default) every alert plays at once', () => {
    let step = enqueue(emptyQueue, alert(1), 0, 0);
    expect(step.deliver.map((a) => a.id)).toEqual([1]);
    step = enqueue(step.state, alert(2), 10, 0);
    expect(step.deliver.map((a) => a.id)).toEqual([2]);
    expect(step.state.holding).toBeNull();
  });

  it('holds the next alert until resumeQueue', () => {
    let step = enqueue(emptyQueue, alert(1), 0, 20);
    expect(step.deliver.map((a) => a.id)).toEqual([1]);
    step = enqueue(step.state, alert(2), 100, 20);
    expect(step.deliver).toEqual([]);
    expect(step.state.waiting.map((a) => a.id)).toEqual([2]);
    step = release(step.state, 500, 20);
    expect(step.deliver.map((a) => a.id)).toEqual([2]);
    expect(step.state.holding).toMatchObject({alert: {id: 2}, until: 20_500});
  });

  it('releases by itself when widgetDuration runs out', () => {
    let step = enqueue(emptyQueue, alert(1), 0, 5);
    step = enqueue(step.state, alert(2), 0, 5);
    expect(tick(step.state, 4_999, 5).deliver).toEqual([]);
    expect(tick(step.state, 5_000, 5).deliver.map((a) => a.id)).toEqual([2]);
  });

  it('reads widgetDuration from field data, 0 when missing or invalid', () => {
    expect(widgetDurationOf({})).toBe(0);
    expect(widgetDurationOf({widgetDuration: '15'})).toBe(15);
    expect(widgetDurationOf({widgetDuration: 'soon'})).toBe(0);
    expect(widgetDurationOf({widgetDuration: -3})).toBe(0);
  });
});
