/**
 * Runs the widget in the sandboxed frame document (FRAME_PATH) and is the overlay around it: hands
 * the frame its widget, delivers events, answers SE_API calls, keeps the world (queue, session,
 * store), collects console output, and watches the frame. A frame that stops answering, or floods
 * the page with messages, is taken out of the page; it is never waited on.
 */
import {useCallback, useEffect, useLayoutEffect, useRef, useState} from 'react';
import {sampleChannel, sampleCurrency} from '@site/src/data/overlays/samplePayloads';
import {fieldDataOf, substituteFields, type FieldData, type Fields} from '../logic/fields';
import {blockedText} from '../logic/consoleLines';
import {readFrameMessage, speaksOurProtocol, type FrameMessage} from '../logic/frameMessages';
import {PLAYGROUND_LIMITS} from '../logic/limits';
import {widgetDurationOf} from '../logic/queue';
import {floodGuard, rateLimit} from '../logic/rates';
import {answerApiCall} from '../logic/seApi';
import {STORE_WRITE_REFUSED} from '../frame/protocol';
import {readStoreData, STORE_LIMITS} from '../logic/store';
import {advance, newWorld, receive, resumeQueue, skipAlert, type World, type WorldStep} from '../logic/world';
import {FLOOD, haltReasons, type HaltReason} from './haltReasons';
import {readText, STORE_KEY} from './storage';
import {useConsole} from './useConsole';
import {useStoreSaver} from './useStoreSaver';
import {messageSize, sizeText} from '@site/src/tools/values';

export type FrameStatus = 'starting' | 'running' | 'unresponsive' | 'stopped' | 'halted';

export interface WidgetCode {
  html: string;
  css: string;
  js: string;
}

/** No answer for this long means the widget's code is stuck (an endless loop, a huge task). */
const UNRESPONSIVE_MS = 4000;
/** A stuck frame's process needs a moment to end before a new frame can start in a fresh one. */
const RESTART_DELAY_MS = 1200;
/** How long after the frame document loads its hello may take before the frame counts as broken. */
const HELLO_GRACE_MS = 3000;

export function useRunner(code: WidgetCode, fields: Fields, initialValues: FieldData) {
  const frame = useRef<HTMLIFrameElement | null>(null);
  const consoleLog = useConsole();
  const {add: log, suppressed: logSuppressed} = consoleLog;
  const [values, setValueState] = useState<FieldData>(initialValues);
  // Read synchronously by start(), so a change followed at once by a restart uses the new values.
  const valuesRef = useRef(values);
  const setValues = useCallback((next: FieldData | ((current: FieldData) => FieldData)) => {
    valuesRef.current = typeof next === 'function' ? next(valuesRef.current) : next;
    setValueState(valuesRef.current);
  }, []);
  // The first run starts with the first render, so its frame is requested without waiting for an effect.
  const [shownRun, setShownRun] = useState<number | null>(1);
  const [status, setStatus] = useState<FrameStatus>('starting');
  const [halt, setHalt] = useState<HaltReason | null>(null);
  // What the panels show; the ref is what event handlers read and write without waiting for a render.
  const [saved] = useState(() => readStoreData(readText(STORE_KEY)));
  const [shownWorld, setShownWorld] = useState<World>(() => newWorld(saved.store));
  const world = useRef<World>(shownWorld);
  const saveStore = useStoreSaver(() => log('warn', "SE_API.store could not be saved in this browser (its storage is full or blocked): the widget keeps its values until the page closes."));
  const run = useRef(1);
  const greeted = useRef(false);
  /** False from a stop until the next start: messages the removed frame had already sent are not even read. */
  const listening = useRef(true);
  const guards = useRef(newGuards());
  const lastSign = useRef(0);
  /**
   * The frame's heartbeat channel (a MessagePort it sends with its hello). Pings and pongs go this
   * way, not with the frame's other messages: a widget posting huge messages clogs that road for
   * seconds on a slow machine, and a pong stuck behind them made a widget the page was about to stop
   * for its flood look stuck instead. The port tells whether the frame's code still answers.
   */
  const beat = useRef<MessagePort | null>(null);
  const inputs = useRef({code, fields});
  const statusRef = useRef(status);
  useEffect(() => {
    inputs.current = {code, fields};
    statusRef.current = status;
  });
  useEffect(() => {
    lastSign.current = Date.now();
    if (saved.dropped.length > 0) log('warn', `SE_API.store as saved in this browser had keys that could not be read, left out: ${saved.dropped.join(', ')}.`);
    // Once, for what was read at the start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fieldData = useCallback(() => fieldDataOf(inputs.current.fields, valuesRef.current), []);
  const post = useCallback((message: Record<string, unknown>) => frame.current?.contentWindow?.postMessage({...message, run: run.current}, '*'), []);

  const apply = useCallback(
    (step: WorldStep) => {
      const storeChanged = step.world.store !== world.current.store;
      world.current = step.world;
      if (storeChanged) saveStore(step.world.store);
      for (const item of step.dispatch) post({type: 'dispatch', name: item.name, detail: item.detail});
      setShownWorld(step.world);
    },
    [post, saveStore],
  );

  const start = useCallback(() => {
    run.current += 1;
    listening.current = true;
    greeted.current = false;
    guards.current = newGuards();
    lastSign.current = Date.now();
    closePort(beat);
    setHalt(null);
    setStatus('starting');
    setShownRun(run.current);
  }, []);

  const stop = useCallback((reason: HaltReason | null = null) => {
    run.current += 1;
    listening.current = false;
    closePort(beat);
    setShownRun(null);
    setHalt(reason);
    setStatus(reason ? 'halted' : 'stopped');
    if (reason) log('system', haltReasons[reason]);
  }, [log]);

  /** Starts again; when the frame may be stuck, removes it first and waits for its process to end. */
  const restart = useCallback(() => {
    // Only a frame known to be answering is replaced at once: any other may be stuck, and a new
    // frame started while its process still spins would land in that same process.
    if (statusRef.current !== 'running') {
      stop();
      window.setTimeout(start, RESTART_DELAY_MS);
    } else start();
  }, [start, stop]);

  /** Documents loaded into the frame of one run: the runtime's own, then any the widget navigated to. */
  const frameLoads = useRef({run: 0, count: 0});
  /** The frame's document has loaded: without its hello by now (or soon), it is not the runtime. */
  const onFrameLoad = useCallback(() => {
    const loaded = run.current;
    const count = frameLoads.current.run === loaded ? frameLoads.current.count + 1 : 1;
    frameLoads.current = {run: loaded, count};
    // A second document in the same run: the widget left its frame, and what answers now is not the runtime.
    if (count > 1) return stop('left');
    window.setTimeout(() => {
      if (run.current === loaded && !greeted.current) stop('broken');
    }, HELLO_GRACE_MS);
  }, [stop]);

  // A layout effect: the first frame is in the first render, and its hello must find the listener there.
  useLayoutEffect(() => {
    const greet = (message: Extract<FrameMessage, {type: 'hello'}>, port: MessagePort | undefined) => {
      if (greeted.current) return;
      greeted.current = true;
      if (!speaksOurProtocol(message) || !port) return stop('outdated');
      beat.current = port;
      port.onmessage = (event) => {
        if (!listening.current || beat.current !== port) return;
        const now = Date.now();
        if (!admitted(event.data, now)) return;
        const message = readFrameMessage(event.data);
        if ((message?.type !== 'pong' && message?.type !== 'flood') || message.run !== run.current) return;
        lastSign.current = now;
        if (message.type === 'flood') stop(message.reason);
      };
      const data = fieldData();
      const {html, css, js} = inputs.current.code;
      post({type: 'load', html: substituteFields(html, data), css: substituteFields(css, data), js: substituteFields(js, data)});
      return undefined;
    };
    const answer = (id: number, method: string, args: unknown[]) => {
      const {store, counters, status: overlayStatus} = world.current;
      // Counted before the store's own rate: a widget that keeps asking far past it is in a loop. The
      // runtime counts and refuses in the frame; these guards are for calls posted around it.
      if (method === 'store.set' && guards.current.storeCalls.add(1, Date.now())) return stop('store');
      const outcome =
        method === 'store.set' && !guards.current.storeWrites.take(Date.now())
          ? {ok: false as const, error: STORE_WRITE_REFUSED}
          : answerApiCall(method, args, {store, counters, status: overlayStatus, fields: inputs.current.fields});
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
    /** Whether a message from the frame may be read: every one is counted and measured first, on either road. */
    const admitted = (data: unknown, now: number): boolean => {
      // Counted before anything else: a widget posting in a loop is stopped, whatever it posts.
      const flood = guards.current.burst.add(1, now) ? 'burst' : guards.current.messages.add(1, now) ? 'messages' : null;
      if (flood) {
        stop(flood);
        return false;
      }
      // Then measured, by size: a message too big to read is dropped, and a stream of them stops the widget.
      const size = messageSize(data, PLAYGROUND_LIMITS.messageChars);
      if (guards.current.chars.add(size, now)) {
        if (size > PLAYGROUND_LIMITS.messageChars) log('system', `The widget's last message was ${sizeText(size)}; the page reads at most ${sizeText(PLAYGROUND_LIMITS.messageChars)} per message.`);
        stop('chars');
        return false;
      }
      if (size > PLAYGROUND_LIMITS.messageChars) {
        log('warn', `A message of ${sizeText(size)} from the widget was not read: the page reads at most ${sizeText(PLAYGROUND_LIMITS.messageChars)} per message (a console batch or an SE_API call is far less).`);
        return false;
      }
      return true;
    };
    const onMessage = (event: MessageEvent) => {
      if (!listening.current || !frame.current || event.source !== frame.current.contentWindow) return;
      const now = Date.now();
      if (!admitted(event.data, now)) return;
      const message = readFrameMessage(event.data);
      if (!message) return;
      if (message.type === 'hello') return greet(message, event.ports[0]);
      if (message.run !== run.current) return;
      lastSign.current = now;
      if (message.type === 'ready') {
        // Running once the widget's JS has loaded.
        setStatus('running');
        const {session} = world.current;
        post({type: 'dispatch', name: 'onWidgetLoad', detail: {fieldData: fieldData(), channel: {...sampleChannel}, session: {data: session.data}, recents: session.recents, currency: {...sampleCurrency}}});
      } else if (message.type === 'console') {
        for (const line of message.lines) log(line.level, line.level === 'blocked' ? blockedText(line.text) : line.text);
        logSuppressed(message.suppressed);
        if (guards.current.lines.add(message.lines.length + message.suppressed, now)) stop('lines');
      } else if (message.type === 'api') answer(message.id, message.method, message.args);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [apply, log, logSuppressed, fieldData, post, restart, setValues, stop]);

  // Heartbeat and queue clock.
  useEffect(() => {
    let ticks = 0;
    const timer = window.setInterval(() => {
      const now = Date.now();
      const step = advance(world.current, now, widgetDurationOf(fieldData()));
      if (step.dispatch.length > 0) apply(step);
      ticks += 1;
      if (ticks % 4 !== 0 || !frame.current) return;
      beat.current?.postMessage({type: 'ping', beat: ticks, run: run.current});
      if ((statusRef.current === 'running' || statusRef.current === 'starting') && now - lastSign.current > UNRESPONSIVE_MS) {
        // The stuck frame leaves the page at once instead of waiting for the visitor: while it spins,
        // Chromium can hold the page's own input behind it (seen in the browser tests on a 2-core
        // machine: clicks and key presses on the page never arrived), so a Stop button alone could hang.
        run.current += 1;
        closePort(beat);
        setShownRun(null);
        setStatus('unresponsive');
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [apply, fieldData, post]);

  // The heartbeat's port goes with the playground; the frame's side closes with the frame.
  useEffect(() => () => closePort(beat), []);

  const send = useCallback((listener: string, event: Record<string, unknown>) => apply(receive(world.current, listener, event, Date.now(), widgetDurationOf(fieldData()))), [apply, fieldData]);
  const skip = useCallback(() => apply(skipAlert(world.current, Date.now(), widgetDurationOf(fieldData()))), [apply, fieldData]);
  const sendSessionUpdate = useCallback(() => post({type: 'dispatch', name: 'onSessionUpdate', detail: {session: world.current.session.data}}), [post]);
  const setOverlayStatus = useCallback((status: World['status']) => apply({world: {...world.current, status}, dispatch: []}), [apply]);
  const resetWorld = useCallback(() => apply({world: newWorld(world.current.store), dispatch: []}), [apply]);

  return {frame, run: shownRun, onFrameLoad, status, halt, start, stop: () => stop(), restart, send, skip, sendSessionUpdate, values, setValues, world: shownWorld, setOverlayStatus, resetWorld, console: consoleLog, fieldData};
}

/** Closes a run's heartbeat port: a frame that is stopped or replaced is no longer listened to. */
function closePort(port: {current: MessagePort | null}) {
  port.current?.close();
  port.current = null;
}

function newGuards() {
  return {
    burst: floodGuard(PLAYGROUND_LIMITS.messagesPerSecondNow, 1),
    chars: floodGuard(PLAYGROUND_LIMITS.charsPerSecond, 1),
    messages: floodGuard(FLOOD.messagesPerSecond, FLOOD.seconds),
    lines: floodGuard(FLOOD.linesPerSecond, FLOOD.seconds),
    storeCalls: floodGuard(FLOOD.storeWritesPerSecond, FLOOD.seconds),
    storeWrites: rateLimit(STORE_LIMITS.writesPerSecond, 1000),
  };
}
