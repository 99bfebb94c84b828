/**
 * Limits on what a widget may ask of the page, so that no widget code can freeze or crash it.
 * Pure: each takes the time from the caller.
 */

/** At most `limit` actions in any `windowMs`; the rest are refused. */
export function rateLimit(limit: number, windowMs: number) {
  let times: number[] = [];
  return {
    take(now: number): boolean {
      times = times.filter((time) => now - time < windowMs);
      if (times.length >= limit) return false;
      times.push(now);
      return true;
    },
  };
}

/**
 * Trips when more than `perSecond` things happened in each of `seconds` consecutive seconds (the
 * current one included): a long flood, not a short burst such as a widget's first render.
 */
export function floodGuard(perSecond: number, seconds: number) {
  const counts = new Map<number, number>();
  return {
    add(amount: number, now: number): boolean {
      const second = Math.floor(now / 1000);
      counts.set(second, (counts.get(second) ?? 0) + amount);
      for (const key of counts.keys()) if (key <= second - seconds) counts.delete(key);
      for (let back = 0; back < seconds; back += 1) if ((counts.get(second - back) ?? 0) <= perSecond) return false;
      return true;
    },
  };
}
