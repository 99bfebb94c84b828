/**
 * The overlay's alert queue as a pure model. Alerts play one at a time. When one is delivered the
 * widget holds the queue for up to `widgetDuration` seconds (default 0: not held at all);
 * `SE_API.resumeQueue()` releases it early, and skipping the alert on screen releases it too.
 * Every function returns the next state and the alerts to deliver now, in order.
 */
export interface QueuedAlert {
  id: number;
  listener: string;
  event: Record<string, unknown>;
}

export interface QueueState {
  waiting: readonly QueuedAlert[];
  /** The alert holding the queue, and when its hold runs out (ms since epoch). */
  holding: {alert: QueuedAlert; until: number} | null;
}

export interface QueueStep {
  state: QueueState;
  deliver: QueuedAlert[];
}

export const emptyQueue: QueueState = {waiting: [], holding: null};

/** Delivers waiting alerts while nothing holds the queue. */
function drain(state: QueueState, now: number, durationSeconds: number): QueueStep {
  const deliver: QueuedAlert[] = [];
  let {waiting, holding} = state;
  const holdMs = Math.max(0, durationSeconds) * 1000;
  while (!holding && waiting.length > 0) {
    const [next, ...rest] = waiting as [QueuedAlert, ...QueuedAlert[]];
    waiting = rest;
    deliver.push(next);
    if (holdMs > 0) holding = {alert: next, until: now + holdMs};
  }
  return {state: {waiting, holding}, deliver};
}

export function enqueue(state: QueueState, alert: QueuedAlert, now: number, durationSeconds: number): QueueStep {
  return drain({...state, waiting: [...state.waiting, alert]}, now, durationSeconds);
}

/** `SE_API.resumeQueue()`, or the alert on screen was skipped: release the hold, play the next. */
export function release(state: QueueState, now: number, durationSeconds: number): QueueStep {
  return drain({...state, holding: null}, now, durationSeconds);
}

/** Time passes: a hold whose `widgetDuration` ran out ends. */
export function tick(state: QueueState, now: number, durationSeconds: number): QueueStep {
  if (state.holding && now >= state.holding.until) return release(state, now, durationSeconds);
  return {state, deliver: []};
}

/** `widgetDuration` from field data: a number of seconds, 0 when missing or invalid. */
export function widgetDurationOf(fieldData: Record<string, unknown>): number {
  const value = Number(fieldData.widgetDuration);
  return Number.isFinite(value) && value > 0 ? value : 0;
}
