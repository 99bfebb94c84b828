/**
 * Runs the widget in a sandboxed srcdoc frame and is the overlay around it: delivers events,
 * answers SE_API calls, keeps the world (queue, session, store), collects console output, and
 * watches the frame's heartbeat. A frame that stops answering is reported, never waited on.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {sampleChannel, sampleCurrency} from '@site/src/data/overlays/samplePayloads';
import {fieldDataOf, substituteFields, type FieldData, type Fields} from '../logic/fields';
import {widgetDurationOf} from '../logic/queue';
import {answerApiCall} from '../logic/seApi';
import {advance, newWorld, receive, resumeQueue, skipAlert, type World, type WorldStep} from '../logic/world';
import {frameDocument} from '../frame/frameDocument';
import {runtimeHash} from './runtimeHash';
import {readJson, STORE_KEY, writeJson} from './storage';
import {useConsole} from './useConsole';

export type FrameStatus = 'starting' | 'running' | 'unresponsive' | 'stopped' | 'stuck';

export interface WidgetCode {
  html: string;
  css: string;
  js: string;
}

/** No answer for this long means the widget's code is stuck (an endless loop, a huge task). */
const UNRESPONSIVE_MS = 4000;
/** A stuck frame's process needs a moment to end before a new frame can start in a fresh one. */
const RESTART_DELAY_MS = 1200;

export function useRunner(code: WidgetCode, fields: Fields, initialValues: FieldData) {
  const frame = useRef<HTMLIFrameElement | null>(null);
  const consoleLog = useConsole();
  const log = consoleLog.add;
  const [values, setValueState] = useState<FieldData>(initialValues);
  // Read synchronously by start(), so a change followed at once by a restart uses the new values.
  const valuesRef = useRef(values);
  const setValues = useCallback((next: FieldData | ((current: FieldData) => FieldData)) => {
    valuesRef.current = typeof next === 'function' ? next(valuesRef.current) : next;
    setValueState(valuesRef.current);
  }, []);
  const [srcdoc, setSrcdoc] = useState<{run: number; html: string} | null>(null);
  const [status, setStatus] = useState<FrameStatus>('starting');
  // What the panels show; the ref is what event handlers read and write without waiting for a render.
  const [shownWorld, setShownWorld] = useState<World>(() => newWorld(readJson(STORE_KEY) ?? {}));
  const world = useRef<World>(shownWorld);
  const run = useRef(0);
  const lastSign = useRef(0);
  const inputs = useRef({code, fields});
  const statusRef = useRef(status);
  useEffect(() => {
    inputs.current = {code, fields};
    statusRef.current = status;
  });

  const fieldData = useCallback(() => fieldDataOf(inputs.current.fields, valuesRef.current), []);
  const post = useCallback((message: Record<string, unknown>) => frame.current?.contentWindow?.postMessage({...message, run: run.current}, '*'), []);

  const apply = useCallback(
    (step: WorldStep) => {
      const storeChanged = step.world.store !== world.current.store;
      world.current = step.world;
      if (storeChanged) writeJson(STORE_KEY, step.world.store);
      for (const item of step.dispatch) post({type: 'dispatch', name: item.name, detail: item.detail});
      setShownWorld(step.world);
    },
    [post],
  );

  const start = useCallback(async () => {
    run.current += 1;
    const data = fieldData();
    const {html, css, js} = inputs.current.code;
    const document = frameDocument({run: run.current, html: substituteFields(html, data), css: substituteFields(css, data), js: substituteFields(js, data)}, await runtimeHash());
    lastSign.current = Date.now();
    setStatus('starting');
    setSrcdoc({run: run.current, html: document});
  }, [fieldData]);

  const stop = useCallback(() => {
    run.current += 1;
    setSrcdoc(null);
    setStatus('stopped');
  }, []);

  /** Starts again; when the frame is stuck, removes it first and waits for its process to end. */
  const restart = useCallback(() => {
    // Only a frame known to be answering is replaced at once: any other may be stuck, and a new
    // frame started while its process still spins would land in that same process.
    if (statusRef.current !== 'running') {
      stop();
      window.setTimeout(() => void start(), RESTART_DELAY_MS);
    } else {
      void start();
    }
  }, [start, stop]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = event.data as {type?: string; run?: number; [key: string]: unknown};
      if (!message || message.run !== run.current) return;
      lastSign.current = Date.now();
      // Running once the widget's JS has loaded; an unresponsive frame that answers again has recovered.
      if (message.type === 'ready' || (message.type === 'pong' && statusRef.current === 'unresponsive')) setStatus('running');
      if (message.type === 'ready') {
        const {session} = world.current;
        post({type: 'dispatch', name: 'onWidgetLoad', detail: {fieldData: fieldData(), channel: {...sampleChannel}, session: {data: session.data}, recents: session.recents, currency: {...sampleCurrency}}});
      } else if (message.type === 'console') log(String(message.level), String(message.text));
      else if (message.type === 'error') log('error', `${String(message.message)}${Number(message.line) > 0 ? ` (${message.source === 'js' ? 'JS' : 'HTML script'} line ${String(message.line)}, column ${String(message.column)})` : ''}`);
      else if (message.type === 'blocked') {
        log('blocked', `Blocked: the widget tried to reach ${String(message.url) || 'a resource'} (${String(message.directive)}). The playground allows no network requests; a live overlay would make this one.`);
      } else if (message.type === 'api') answer(Number(message.id), String(message.method), Array.isArray(message.args) ? message.args : []);
    };
    const answer = (id: number, method: string, args: unknown[]) => {
      const {store, counters, status: overlayStatus} = world.current;
      const outcome = answerApiCall(method, args, {store, counters, status: overlayStatus, fields: inputs.current.fields});
      post(outcome.ok ? {type: 'reply', id, ok: true, value: outcome.value ?? null} : {type: 'reply', id, ok: false, error: outcome.error});
      if (!outcome.ok) log('warn', outcome.error);
      if (!outcome.ok || !outcome.effect) return;
      const effect = outcome.effect;
      const now = Date.now();
      if (effect.type === 'store') apply({world: {...world.current, store: effect.store}, dispatch: [{name: 'onEventReceived', detail: {listener: 'kvstore:update', event: {data: effect.update}}}]});
      else if (effect.type === 'resumeQueue') apply(resumeQueue(world.current, now, widgetDurationOf(fieldData())));
      else {
        setValues((current) => ({...current, [effect.key]: effect.value}));
        log('system', `SE_API.setField set "${effect.key}"${effect.reload ? '; the widget reloads.' : ' without reloading (reload = false).'}`);
        if (effect.reload) restart();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [apply, log, fieldData, post, restart, setValues]);

  // Heartbeat and queue clock.
  useEffect(() => {
    let beat = 0;
    const timer = window.setInterval(() => {
      const now = Date.now();
      const step = advance(world.current, now, widgetDurationOf(fieldData()));
      if (step.dispatch.length > 0) apply(step);
      beat += 1;
      if (beat % 4 !== 0 || !frame.current) return;
      post({type: 'ping', beat});
      if ((statusRef.current === 'running' || statusRef.current === 'starting') && now - lastSign.current > UNRESPONSIVE_MS) {
        // The stuck frame leaves the page at once instead of waiting for the visitor: while it spins,
        // Chromium can hold the page's own input behind it (seen in the browser tests on a 2-core
        // machine: clicks and key presses on the page never arrived), so a Stop button alone could hang.
        run.current += 1;
        setSrcdoc(null);
        setStatus('unresponsive');
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [apply, fieldData, post]);

  const send = useCallback((listener: string, event: Record<string, unknown>) => apply(receive(world.current, listener, event, Date.now(), widgetDurationOf(fieldData()))), [apply, fieldData]);
  const skip = useCallback(() => apply(skipAlert(world.current, Date.now(), widgetDurationOf(fieldData()))), [apply, fieldData]);
  const sendSessionUpdate = useCallback(() => post({type: 'dispatch', name: 'onSessionUpdate', detail: {session: world.current.session.data}}), [post]);
  const setOverlayStatus = useCallback((status: World['status']) => apply({world: {...world.current, status}, dispatch: []}), [apply]);
  const resetWorld = useCallback(() => apply({world: newWorld(world.current.store), dispatch: []}), [apply]);
  const clearStore = useCallback(() => apply({world: {...world.current, store: {}}, dispatch: []}), [apply]);

  return {frame, srcdoc, status, start, stop, restart, send, skip, sendSessionUpdate, values, setValues, world: shownWorld, setOverlayStatus, resetWorld, clearStore, console: consoleLog, fieldData};
}
