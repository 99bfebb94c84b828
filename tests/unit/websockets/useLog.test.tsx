// @vitest-environment jsdom
import {describe, expect, it, vi} from 'vitest';
import {act, renderHook} from '@testing-library/react';
import type {LogEntry} from '@site/src/console/session';
import {floodLines, floodRedrawEveryMs, redrawEveryMs, useLog} from '@site/src/console/ui/useLog';

let seq = 0;
const line = (summary: string, kind: LogEntry['kind'] = 'received'): LogEntry => ({seq: ++seq, at: seq * 1000, kind, type: 'response', summary});

/** Runs the animation frame the log waits for before it shows new lines. */
const nextFrame = () => act(() => void vi.runAllTimers());

describe('the message list store', () => {
  it('groups identical lines in a row into one line with a count, and keeps different ones apart', () => {
    vi.useFakeTimers({toFake: ['requestAnimationFrame', 'setTimeout']});
    const {result} = renderHook(() => useLog());
    const refusal = 'rate_limit_exceeded: Too many requests; slow down.';
    act(() => result.current.add([line('subscribed [sim-1]'), ...Array.from({length: 20}, () => line(refusal)), line('subscribed [sim-2]'), line(refusal)]));
    nextFrame();
    expect(result.current.shown.map((entry) => [entry.summary, entry.repeats])).toEqual([
      ['subscribed [sim-1]', undefined],
      [refusal, 20],
      ['subscribed [sim-2]', undefined],
      [refusal, undefined],
    ]);
    // The grouped line shows the time of its latest repeat.
    expect(result.current.shown[1]?.at).toBeGreaterThan(result.current.shown[0]!.at + 19_000);
    vi.useRealTimers();
  });

  it('never groups topic messages: two alike are two events', () => {
    vi.useFakeTimers({toFake: ['requestAnimationFrame', 'setTimeout']});
    const {result} = renderHook(() => useLog());
    const tip = (): LogEntry => ({...line('channel.tips in room: {"amount":5}'), type: 'message', topic: 'channel.tips'});
    act(() => result.current.add([tip(), tip(), tip()]));
    nextFrame();
    expect(result.current.shown).toHaveLength(3);
    vi.useRealTimers();
  });

  it('while paused, a line already on screen stays as it is; its repeats wait as a new line', () => {
    vi.useFakeTimers({toFake: ['requestAnimationFrame', 'setTimeout']});
    const {result} = renderHook(() => useLog());
    act(() => result.current.add([line('same')]));
    nextFrame();
    act(() => result.current.setPaused(true));
    act(() => result.current.add([line('same'), line('same')]));
    nextFrame();
    expect(result.current.shown.map((entry) => entry.repeats)).toEqual([undefined]);
    expect(result.current.waiting).toBe(1);
    act(() => result.current.setPaused(false));
    expect(result.current.shown.map((entry) => entry.repeats)).toEqual([undefined, 2]);
    vi.useRealTimers();
  });

  it('redraws a flood less often than ordinary traffic, and at the usual rate again once it ebbs', () => {
    vi.useFakeTimers({toFake: ['requestAnimationFrame', 'setTimeout', 'performance']});
    const {result} = renderHook(() => useLog());
    const tips = (count: number) => Array.from({length: count}, (): LogEntry => ({...line('channel.tips in room'), type: 'message', topic: 'channel.tips'}));
    const shownAfter = (ms: number) => {
      act(() => void vi.advanceTimersByTime(ms));
      return result.current.shown.length;
    };
    act(() => result.current.add(tips(floodLines + 1)));
    expect(shownAfter(redrawEveryMs + 20)).toBe(floodLines + 1);
    // The last redraw brought a flood: the next waits the longer interval.
    act(() => result.current.add(tips(1)));
    expect(shownAfter(redrawEveryMs + 20)).toBe(floodLines + 1);
    expect(shownAfter(floodRedrawEveryMs)).toBe(floodLines + 2);
    // That redraw brought one line: the flood has ebbed, and the next line shows at the usual rate.
    act(() => result.current.add(tips(1)));
    expect(shownAfter(redrawEveryMs + 20)).toBe(floodLines + 3);
    vi.useRealTimers();
  });
});
