/**
 * Everything the emulated overlay keeps between events (alert queue, session, store, counters,
 * overlay status) and how an event sent from the playground changes it. Pure: each function
 * returns the next world and the window events to dispatch in the widget, in order.
 */
import {isAlertListener} from './catalogue';
import {emptyQueue, enqueue, release, tick, type QueueState, type QueuedAlert} from './queue';
import {applyAlert, initialSession, type Session} from './session';
import type {StoreData} from './store';

export interface World {
  queue: QueueState;
  session: Session;
  store: StoreData;
  counters: Record<string, number>;
  status: {isEditorMode: boolean; muted: boolean};
  nextAlertId: number;
}

export interface WidgetDispatch {
  name: 'onEventReceived' | 'onSessionUpdate';
  detail: Record<string, unknown>;
}

export interface WorldStep {
  world: World;
  dispatch: WidgetDispatch[];
}

export const newWorld = (store: StoreData = {}): World => ({
  queue: emptyQueue,
  session: initialSession(),
  store,
  counters: {},
  status: {isEditorMode: true, muted: false},
  nextAlertId: 1,
});

const received = (listener: string, event: Record<string, unknown>): WidgetDispatch => ({name: 'onEventReceived', detail: {listener, event}});

/** Alerts leaving the queue: each reaches the widget, then the session moves and onSessionUpdate follows. */
function deliver(world: World, alerts: readonly QueuedAlert[], now: number): WorldStep {
  let session = world.session;
  const dispatch: WidgetDispatch[] = [];
  for (const alert of alerts) {
    dispatch.push(received(alert.listener, alert.event));
    session = applyAlert(session, alert.listener, alert.event, new Date(now));
    dispatch.push({name: 'onSessionUpdate', detail: {session: session.data}});
  }
  return {world: {...world, session}, dispatch};
}

function afterQueue(world: World, step: {state: QueueState; deliver: QueuedAlert[]}, now: number, before: WidgetDispatch[] = []): WorldStep {
  const delivered = deliver({...world, queue: step.state}, step.deliver, now);
  return {world: delivered.world, dispatch: [...before, ...delivered.dispatch]};
}

/** An event sent from the playground (a button, the stream, a linked event). */
export function receive(world: World, listener: string, event: Record<string, unknown>, now: number, widgetDuration: number): WorldStep {
  if (isAlertListener(listener)) {
    const alert: QueuedAlert = {id: world.nextAlertId, listener, event};
    return afterQueue({...world, nextAlertId: world.nextAlertId + 1}, enqueue(world.queue, alert, now, widgetDuration), now);
  }
  if (listener === 'event:skip') return skipAlert(world, now, widgetDuration, event);
  let next = world;
  if (listener === 'bot:counter' && typeof event.counter === 'string') next = {...world, counters: {...world.counters, [event.counter]: Number(event.value) || 0}};
  if (listener === 'alertService:toggleSound') next = {...world, status: {...world.status, muted: typeof event.muted === 'boolean' ? event.muted : !world.status.muted}};
  if (listener === 'kvstore:update') {
    const data = (event.data ?? {}) as {key?: unknown; value?: unknown};
    if (typeof data.key === 'string' && data.value && typeof data.value === 'object') {
      next = {...world, store: {...world.store, [data.key.replace(/^customWidget\./, '')]: data.value as Record<string, unknown>}};
    }
  }
  return {world: next, dispatch: [received(listener, event)]};
}

/** The alert on screen is skipped: the widget hears `event:skip` and the queue moves on. */
export function skipAlert(world: World, now: number, widgetDuration: number, event: Record<string, unknown> = {}): WorldStep {
  return afterQueue(world, release(world.queue, now, widgetDuration), now, [received('event:skip', event)]);
}

/** `SE_API.resumeQueue()`. */
export function resumeQueue(world: World, now: number, widgetDuration: number): WorldStep {
  return afterQueue(world, release(world.queue, now, widgetDuration), now);
}

/** Time passes: a hold that reached `widgetDuration` ends and the next alert plays. */
export function advance(world: World, now: number, widgetDuration: number): WorldStep {
  return afterQueue(world, tick(world.queue, now, widgetDuration), now);
}
