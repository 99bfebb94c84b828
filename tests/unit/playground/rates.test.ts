import {describe, expect, it} from 'vitest';
import {floodGuard, rateLimit} from '@site/src/playground/logic/rates';

describe('limits on what a widget asks of the page', () => {
  it('refuses actions beyond the limit within the window, then allows them again', () => {
    const limit = rateLimit(3, 1000);
    expect([0, 10, 20, 30].map((time) => limit.take(time))).toEqual([true, true, true, false]);
    expect(limit.take(1005)).toBe(true);
  });

  it('trips on a flood that lasts, not on a burst', () => {
    const burst = floodGuard(100, 3);
    expect(burst.add(5000, 0)).toBe(false);
    expect(burst.add(10, 1000)).toBe(false);
    expect(burst.add(10, 2000)).toBe(false);

    const flood = floodGuard(100, 3);
    expect(flood.add(150, 0)).toBe(false);
    expect(flood.add(150, 1500)).toBe(false);
    expect(flood.add(90, 2100)).toBe(false);
    expect(flood.add(20, 2200)).toBe(true);
  });

  it('forgets seconds that a pause interrupted', () => {
    const guard = floodGuard(100, 2);
    expect(guard.add(500, 0)).toBe(false);
    expect(guard.add(500, 2000)).toBe(false);
    expect(guard.add(500, 3000)).toBe(true);
  });
});
