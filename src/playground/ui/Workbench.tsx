/** The open playground: toolbar, editors, preview, events, fields form and console, wired to the runner. */
import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {findEntry} from '../logic/catalogue';
import {withExampleField} from '../logic/fieldExamples';
import {parseFields, parseJson, type Fields, type JsonProblem} from '../logic/fields';
import {widgetDurationOf} from '../logic/queue';
import type {SharedState} from '../logic/share';
import {defaultStarter, starters} from '../starters';
import CodeEditor, {releaseEditors} from './LazyCodeEditor';
import ConsolePanel from './ConsolePanel';
import {problemDiagnostics} from './diagnostics';
import EventsPanel from './EventsPanel';
import FieldForm from './FieldForm';
import {stateOfStarter, type Opening} from './initialState';
import PreviewPanel from './PreviewPanel';
import {DRAFT_KEY, removeKey, writeJson} from './storage';
import {streamScript} from './stream';
import Toolbar from './Toolbar';
import {useRunner} from './useRunner';
import {styles} from './styles';

type Tab = 'html' | 'css' | 'js' | 'fields';
type View = 'code' | 'preview' | 'events' | 'console';
const tabs: {id: Tab; label: string}[] = [
  {id: 'html', label: 'HTML'},
  {id: 'css', label: 'CSS'},
  {id: 'js', label: 'JS'},
  {id: 'fields', label: 'Fields'},
];
const views: {id: View; label: string}[] = [
  {id: 'code', label: 'Code'},
  {id: 'preview', label: 'Preview'},
  {id: 'events', label: 'Events'},
  {id: 'console', label: 'Console'},
];

function initialFields(opening: Opening): {text: string; good: Fields; highlight: string | null} {
  const parsed = parseFields(opening.state.fields);
  const good = parsed.ok ? parsed.value : {};
  if (!opening.tryField) return {text: opening.state.fields, good, highlight: null};
  const added = withExampleField(good, opening.tryField);
  if (!added || added.fields === good) return {text: opening.state.fields, good, highlight: added?.key ?? null};
  return {text: JSON.stringify(added.fields, null, 2), good: added.fields, highlight: added.key};
}

export default function Workbench({opening, onClose, focusOnOpen}: {opening: Opening; onClose: () => void; focusOnOpen: boolean}): React.ReactElement {
  const first = useMemo(() => initialFields(opening), [opening]);
  const [code, setCode] = useState({html: opening.state.html, css: opening.state.css, js: opening.state.js});
  const [fieldsText, setFieldsText] = useState(first.text);
  const [fields, setFields] = useState<Fields>(first.good);
  const [fieldsProblem, setFieldsProblem] = useState<JsonProblem | null>(null);
  const [tab, setTab] = useState<Tab>(opening.tryField ? 'fields' : 'js');
  const [view, setView] = useState<View>(opening.select ? 'events' : 'code');
  const [selected, setSelected] = useState(opening.select?.id ?? 'tip-latest');
  const [payloads, setPayloads] = useState<Record<string, string>>(() => (opening.select?.payload ? {[opening.select.id]: JSON.stringify(opening.select.payload, null, 2)} : {}));
  const [notices, setNotices] = useState(opening.notices);
  const [fullScreen, setFullScreen] = useState(false);
  const [streaming, setStreaming] = useState(false);
  const [runToken, setRunToken] = useState(0);
  const streamTimers = useRef<number[]>([]);
  const runner = useRunner(code, fields, opening.state.values);
  const {start, restart, setValues, send} = runner;

  const entry = findEntry(selected);
  const payloadText = payloads[selected] ?? (entry ? JSON.stringify(entry.payload, null, 2) : '');
  const payloadParsed = useMemo(() => (entry ? parseJson(payloadText) : null), [entry, payloadText]);
  const payloadProblem = useMemo((): JsonProblem | null => {
    if (!payloadParsed) return null;
    if (!payloadParsed.ok) return payloadParsed.problem;
    const value = payloadParsed.value;
    return typeof value !== 'object' || value === null || Array.isArray(value) ? {message: 'The event must be a JSON object', line: 1, column: 1, offset: 0} : null;
  }, [payloadParsed]);

  const state: SharedState = {...code, fields: fieldsText, values: runner.values};
  const fieldData = runner.fieldData();

  const title = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnOpen) title.current?.focus();
  }, [focusOnOpen]);
  useEffect(() => void start(), [start]);
  useEffect(() => {
    if (runner.status !== 'starting') releaseEditors();
  }, [runner.status]);
  // Edits re-run the widget after a pause in typing; the last good Fields keep running meanwhile.
  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return undefined;
    }
    const timer = window.setTimeout(restart, 700);
    return () => window.clearTimeout(timer);
  }, [code, fields, runToken, restart]);
  useEffect(() => {
    const timer = window.setTimeout(() => writeJson(DRAFT_KEY, state), 400);
    return () => window.clearTimeout(timer);
  });
  useEffect(() => () => streamTimers.current.forEach((timer) => window.clearTimeout(timer)), []);
  useEffect(() => {
    if (!fullScreen) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && !(event.target as HTMLElement).closest('.cm-editor') && setFullScreen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullScreen]);

  const onFieldsText = (text: string) => {
    setFieldsText(text);
    const parsed = parseFields(text);
    setFieldsProblem(parsed.ok ? null : parsed.problem);
    if (parsed.ok) setFields(parsed.value);
  };
  const load = (next: SharedState, notice: string) => {
    setCode({html: next.html, css: next.css, js: next.js});
    onFieldsText(next.fields);
    setValues(next.values);
    setRunToken((token) => token + 1);
    setNotices([notice]);
  };
  const sendSelected = useCallback(() => {
    if (selected === 'onWidgetLoad') return restart();
    if (selected === 'onSessionUpdate') return runner.sendSessionUpdate();
    if (entry && payloadParsed?.ok && !payloadProblem) send(entry.listener, payloadParsed.value as Record<string, unknown>);
    return undefined;
  }, [entry, payloadParsed, payloadProblem, restart, runner, selected, send]);
  const toggleStream = () => {
    streamTimers.current.forEach((timer) => window.clearTimeout(timer));
    streamTimers.current = [];
    if (streaming) return setStreaming(false);
    setStreaming(true);
    streamScript.forEach((step, index) => {
      streamTimers.current.push(window.setTimeout(() => {
        const item = findEntry(step.id);
        if (item) send(item.listener, {...item.payload, ...step.change});
        if (index === streamScript.length - 1) setStreaming(false);
      }, step.at));
    });
    return undefined;
  };

  const editor = {
    html: <CodeEditor key="html" label="HTML" language="html" value={code.html} onChange={(html) => setCode((current) => ({...current, html}))} />,
    css: <CodeEditor key="css" label="CSS" language="css" value={code.css} onChange={(css) => setCode((current) => ({...current, css}))} />,
    js: <CodeEditor key="js" label="JS" language="js" value={code.js} onChange={(js) => setCode((current) => ({...current, js}))} />,
    fields: <CodeEditor key="fields" label="Fields (JSON)" language="json" value={fieldsText} onChange={onFieldsText} diagnose={problemDiagnostics(() => parseFieldsProblem(fieldsText))} />,
  }[tab];

  return (
    <div className={fullScreen ? `${styles.playground} ${styles.fullScreen}` : styles.playground} role="region" aria-label="Widget playground">
      <div className={styles.row}>
        <strong ref={title} tabIndex={-1} className={styles.title}>
          Widget playground
        </strong>
        <button type="button" className="button button--sm button--link" onClick={onClose}>
          Close playground
        </button>
      </div>
      {notices.map((notice) => (
        <p key={notice} className={styles.notice} role="status">
          {notice}
        </p>
      ))}
      <Toolbar state={state} fieldData={fieldData} onStarter={(id) => load(stateOfStarter(starters.find((item) => item.id === id) ?? defaultStarter), 'Starter loaded.')} onReset={() => {
        removeKey(DRAFT_KEY);
        runner.resetWorld();
        load(stateOfStarter(defaultStarter), 'Reset: the first starter is back and the session starts over. SE_API.store keeps its values.');
      }} fullScreen={fullScreen} onFullScreen={() => setFullScreen((value) => !value)} />
      <div className={styles.viewSwitch} role="group" aria-label="Show">
        {views.map((item) => (
          <button key={item.id} type="button" aria-pressed={view === item.id} className={styles.tabButton} onClick={() => setView(item.id)}>
            {item.label}
          </button>
        ))}
      </div>
      <div className={styles.grid} data-view={view}>
        <section className={styles.codePane} data-pane="code" aria-label="Code">
          <div role="group" aria-label="Editor" className={styles.row}>
            {tabs.map((item) => (
              <button key={item.id} type="button" aria-pressed={tab === item.id} className={styles.tabButton} onClick={() => setTab(item.id)}>
                {item.label}
              </button>
            ))}
          </div>
          {editor}
          {tab === 'fields' && fieldsProblem && (
            <p className={styles.error} role="alert">
              Fields JSON, line {fieldsProblem.line}, column {fieldsProblem.column}: {fieldsProblem.message}. The widget keeps running with the last valid fields.
            </p>
          )}
          <p className={styles.note}>Tab indents. To move on with the keyboard, press Escape, then Tab (or Ctrl+M to switch Tab to moving focus).</p>
        </section>
        <section className={styles.previewPane} data-pane="preview" aria-label="Preview">
          <PreviewPanel frame={runner.frame} srcdoc={runner.srcdoc} status={runner.status} world={runner.world} widgetDuration={widgetDurationOf(fieldData)} onStop={runner.stop} onRestart={restart} onSkip={runner.skip} onStatus={runner.setOverlayStatus} />
          <h3 className={styles.groupTitle}>Fields</h3>
          <FieldForm fields={fields} data={fieldData} highlight={first.highlight} onChange={(key, value) => {
            setValues((current) => ({...current, [key]: value}));
            setRunToken((token) => token + 1);
          }} onButton={(key, value) => send('widget-button', {field: key, value})} />
        </section>
        <section className={styles.eventsPane} data-pane="events" aria-label="Events">
          <EventsPanel selected={selected} onSelect={setSelected} payload={payloadText} problem={payloadProblem} onPayloadChange={(text) => setPayloads((current) => ({...current, [selected]: text}))} onSend={sendSelected} streaming={streaming} onStream={toggleStream} />
        </section>
        <section className={styles.consolePane} data-pane="console" aria-label="Console">
          <ConsolePanel lines={runner.console.lines} onClear={runner.console.clear} />
        </section>
      </div>
    </div>
  );
}

function parseFieldsProblem(text: string): JsonProblem | null {
  const parsed = parseFields(text);
  return parsed.ok ? null : parsed.problem;
}
