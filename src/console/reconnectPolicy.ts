/**
 * How the console follows the gateway's `reconnect` messages. The first one is followed at once,
 * as the docs describe a planned move. A gateway that keeps asking (every new connection answered
 * with `reconnect`) gets exponentially longer pauses with jitter, so many consoles never reconnect
 * in step, and after `maxInARow` reconnects in a row the console stops and says so. A connection
 * that stayed up for `calmMs` before its `reconnect` starts a new streak. No DOM, no timers: the
 * session schedules what this returns.
 */
export const reconnectPolicy = {
  /** Reconnects followed in a row before the console gives up. */
  maxInARow: 5,
  /** The pause before the second reconnect in a row; it doubles for each one after. */
  firstPauseMs: 1000,
  maxPauseMs: 30_000,
  /** A connection up at least this long before its `reconnect` ends the streak. */
  calmMs: 60_000,
} as const;

/**
 * The pause before the `attempt`th reconnect in a row (1-based): none for the first, then 1 s, 2 s,
 * 4 s… capped at `maxPauseMs`, each drawn between half and all of that ("equal jitter").
 */
export function reconnectPause(attempt: number, random: () => number): number {
  if (attempt <= 1) return 0;
  const ceiling = Math.min(reconnectPolicy.maxPauseMs, reconnectPolicy.firstPauseMs * 2 ** (attempt - 2));
  return Math.round(ceiling * (0.5 + random() / 2));
}

export interface ReconnectStep {
  /** 1 for the first reconnect of a streak. */
  attempt: number;
  pauseMs: number;
}

/** Counts reconnects in a row and says how long to wait before the next, or that it is time to stop. */
export class ReconnectStreak {
  private count = 0;

  constructor(private readonly random: () => number = Math.random) {}

  /** The next step for a `reconnect` that arrived `openForMs` after its connection opened; undefined: stop following. */
  next(openForMs: number): ReconnectStep | undefined {
    if (openForMs >= reconnectPolicy.calmMs) this.count = 0;
    this.count += 1;
    if (this.count > reconnectPolicy.maxInARow) return undefined;
    return {attempt: this.count, pauseMs: reconnectPause(this.count, this.random)};
  }

  reset(): void {
    this.count = 0;
  }
}
