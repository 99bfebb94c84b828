import {afterEach, describe, expect, it, vi} from 'vitest';
import {idlePrefetcher} from '../../src/clientModules/idlePrefetch';

type Run = (deadline: {timeRemaining: () => number}) => void;

function harness() {
  const slices: Run[] = [];
  const prefetched: string[] = [];
  const prefetch = idlePrefetcher(
    (routePath) => {
      prefetched.push(routePath);
      return false;
    },
    (run) => slices.push(run),
  );
  return {slices, prefetched, prefetch};
}

describe('idle prefetching of links that scroll into view', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prefetches nothing while the page is busy, then everything in idle time', () => {
    const {slices, prefetched, prefetch} = harness();
    prefetch('/chatbot/commands/default/8ball');
    prefetch('/chatbot/commands/default/points');
    expect(prefetched).toEqual([]);
    expect(slices).toHaveLength(1); // one idle callback for the whole queue
    slices.shift()!({timeRemaining: () => 50});
    expect(prefetched).toEqual(['/chatbot/commands/default/8ball', '/chatbot/commands/default/points']);
    expect(slices).toHaveLength(0);
  });

  it('queues a route once, however many links point to it', () => {
    const {slices, prefetched, prefetch} = harness();
    prefetch('/chatbot/timers');
    prefetch('/chatbot/timers');
    slices.shift()!({timeRemaining: () => 50});
    expect(prefetched).toEqual(['/chatbot/timers']);
  });

  it('stops a slice after 5 ms even when the browser offers more, and carries on in the next one', () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const slices: Run[] = [];
    const prefetched: string[] = [];
    const prefetch = idlePrefetcher(
      (routePath) => {
        prefetched.push(routePath);
        now += 2; // each prefetch costs 2 ms
        return false;
      },
      (run) => slices.push(run),
    );
    for (const name of ['a', 'b', 'c', 'd', 'e']) prefetch(`/chatbot/commands/default/${name}`);
    slices.shift()!({timeRemaining: () => 49});
    expect(prefetched).toHaveLength(3); // 0, 2, 4 ms: started before the 5 ms mark
    expect(slices).toHaveLength(1);
    slices.shift()!({timeRemaining: () => 49});
    expect(prefetched).toHaveLength(5);
  });

  it('waits for another idle period when the browser has no idle time left', () => {
    const {slices, prefetched, prefetch} = harness();
    prefetch('/overlays');
    slices.shift()!({timeRemaining: () => 0});
    expect(prefetched).toEqual([]);
    expect(slices).toHaveLength(1);
  });
});
