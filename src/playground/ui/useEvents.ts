/** The Events panel's state: the selected event, its edited payload, Send, and the short stream. `work` is what the draft keeps of it. */
import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {findEntry} from '../logic/catalogue';
import {defaultPayloadText, editedPayloads, type EventsWork} from '../logic/draft';
import {parseJson, type JsonProblem} from '../logic/fields';
import type {Opening} from './initialState';
import {streamScript} from './stream';

interface Sender {
  send: (listener: string, event: Record<string, unknown>) => void;
  restart: () => void;
  sendSessionUpdate: () => void;
}

export function useEvents(opening: Opening, runner: Sender) {
  const [selected, setSelected] = useState(opening.state.events.selected);
  /** The editor's text by event id, once it differs from the catalogue's. */
  const [payloads, setPayloads] = useState<Record<string, string>>(opening.state.events.payloads);
  const [streaming, setStreaming] = useState(false);
  const streamTimers = useRef<number[]>([]);
  const {send, restart, sendSessionUpdate} = runner;

  const entry = findEntry(selected);
  const payload = payloads[selected] ?? (entry ? defaultPayloadText(entry) : '');
  const parsed = useMemo(() => (entry ? parseJson(payload) : null), [entry, payload]);
  const problem = useMemo((): JsonProblem | null => {
    if (!parsed) return null;
    if (!parsed.ok) return parsed.problem;
    const value = parsed.value;
    return typeof value !== 'object' || value === null || Array.isArray(value) ? {message: 'The event must be a JSON object', line: 1, column: 1, offset: 0} : null;
  }, [parsed]);

  const sendSelected = useCallback(() => {
    if (selected === 'onWidgetLoad') return restart();
    if (selected === 'onSessionUpdate') return sendSessionUpdate();
    if (entry && parsed?.ok && !problem) send(entry.listener, parsed.value as Record<string, unknown>);
    return undefined;
  }, [entry, parsed, problem, restart, sendSessionUpdate, selected, send]);

  const toggleStream = useCallback(() => {
    streamTimers.current.forEach((timer) => window.clearTimeout(timer));
    streamTimers.current = [];
    if (streaming) return setStreaming(false);
    setStreaming(true);
    streamScript.forEach((step, index) => {
      streamTimers.current.push(
        window.setTimeout(() => {
          const item = findEntry(step.id);
          if (item) send(item.listener, {...item.payload, ...step.change});
          if (index === streamScript.length - 1) setStreaming(false);
        }, step.at),
      );
    });
    return undefined;
  }, [send, streaming]);
  useEffect(() => () => streamTimers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const setPayload = useCallback((text: string) => setPayloads((current) => ({...current, [selected]: text})), [selected]);
  // One object per change, so the draft sees a change by identity, as it does for the editors' texts.
  const work = useMemo((): EventsWork => ({selected, payloads: editedPayloads(payloads)}), [selected, payloads]);
  /** Other content replaces the draft (a starter, Reset, a restore): its events replace these. */
  const load = useCallback((next: EventsWork) => {
    setSelected(next.selected);
    setPayloads(next.payloads);
  }, []);
  return {selected, select: setSelected, payload, setPayload, problem, sendSelected, streaming, toggleStream, work, load};
}
