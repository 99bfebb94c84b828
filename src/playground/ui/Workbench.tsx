/**
 * The open playground: title bar, toolbar, editors, preview, events, console and fields, wired to
 * the runner. With room for two columns (wide mode on a desktop) the code sits beside the preview
 * and Events, Console and Fields share the column under the preview; with less, one view at a time.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {focusIfLost} from '@site/src/tools/focusIfLost';
import {parseFields, type Fields, type JsonProblem} from '../logic/fields';
import {widgetDurationOf} from '../logic/queue';
import type {PlaygroundDraft} from '../logic/draft';
import type {SharedState} from '../logic/share';
import type {DraftStore} from '@site/src/tools/drafts/store';
import DraftHistory from '@site/src/tools/drafts/ui/DraftHistory';
import OtherTabNotice from '@site/src/tools/drafts/ui/OtherTabNotice';
import SaveProblemAlert from '@site/src/tools/drafts/ui/SaveProblemAlert';
import {defaultStarter, starters} from '../starters';
import {buttons} from './buttons';
import CodePane, {type Tab} from './CodePane';
import ConsolePanel from './ConsolePanel';
import EventsPanel from './EventsPanel';
import FieldsPanel from './FieldsPanel';
import {stateOfStarter, type Opening} from './initialState';
import {initialFields} from './initialFields';
import {releaseEditors} from './LazyCodeEditor';
import PreviewPanel from './PreviewPanel';
import Toolbar, {type Origin} from './Toolbar';
import {useDraft} from './useDraft';
import {useEvents} from './useEvents';
import {useRunner} from './useRunner';
import {useColumns, useWideMode} from './useWideMode';
import {alerts, styles} from './styles';

type View = 'code' | 'preview' | 'events' | 'console' | 'fields';
const views: {id: View; label: string; inColumns: boolean}[] = [
  {id: 'code', label: 'Code', inColumns: false},
  {id: 'preview', label: 'Preview', inColumns: false},
  {id: 'events', label: 'Events', inColumns: true},
  {id: 'console', label: 'Console', inColumns: true},
  {id: 'fields', label: 'Fields', inColumns: true},
];
/** The playground's own width (not the window's) from which code and preview sit side by side. */
const COLUMNS_FROM_PX = 960;

interface Notice {
  text: string;
  /** The notice says a draft went to the history: offer it back. */
  offerRestore?: boolean;
}

const originOf = (opening: Opening): Origin => (opening.source === 'starter' ? defaultStarter.id : opening.source);

interface Props {
  opening: Opening;
  drafts: DraftStore<PlaygroundDraft>;
  onClose: () => void;
  focusOnOpen: boolean;
  wide: boolean;
  onWide: (wide: boolean) => void;
}

export default function Workbench({opening, drafts, onClose, focusOnOpen, wide, onWide}: Props): React.ReactElement {
  const first = useMemo(() => initialFields(opening), [opening]);
  const [code, setCode] = useState({html: opening.state.html, css: opening.state.css, js: opening.state.js});
  const [fieldsText, setFieldsText] = useState(first.text);
  const [fields, setFields] = useState<Fields>(first.good);
  const [fieldsProblem, setFieldsProblem] = useState<JsonProblem | null>(first.problem);
  const [tab, setTab] = useState<Tab>(opening.tryField ? 'fields' : 'js');
  const [view, setView] = useState<View>(opening.tryField ? 'fields' : opening.select ? 'events' : 'code');
  const [side, setSide] = useState<View>(opening.tryField ? 'fields' : 'events');
  const [origin, setOrigin] = useState<Origin>(() => originOf(opening));
  const [notices, setNotices] = useState<Notice[]>(() => [...opening.notices, ...(first.notice ? [first.notice] : [])].map((text) => ({text})));
  const [runToken, setRunToken] = useState(0);
  const runner = useRunner(code, fields, opening.state.values);
  const {restart, setValues} = runner;
  const events = useEvents(opening, runner);
  // A shared link carries the widget; the draft also keeps the Events panel's work.
  const state: SharedState = {...code, fields: fieldsText, values: runner.values};
  const draft = useDraft(drafts, {...state, events: events.work}, opening.fromDraft);
  const {status: draftStatus} = draft.drafts;
  const fieldData = runner.fieldData();

  const root = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLElement>(null);
  const columns = useColumns(root, COLUMNS_FROM_PX, wide);
  useWideMode(root, wide, onWide);
  const toggleWide = useCallback(() => onWide(!wide), [onWide, wide]);
  const returned = useRef(false);
  useEffect(() => {
    if (focusOnOpen || returned.current) title.current?.focus({preventScroll: wide});
    if (!wide && returned.current) root.current?.scrollIntoView({block: 'start'});
    returned.current = true;
  }, [focusOnOpen, wide]);
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

  const visitorEdit = () => {
    // Opened from the draft but not as saved: a linked event's payload took the place of the draft's own.
    const linkedEvent = origin === 'draft';
    if (draft.edited(origin === 'link' ? 'Before you edited a shared widget' : linkedEvent ? 'Before a linked event replaced a payload' : 'Before you edited a starter')) {
      const text = linkedEvent
        ? 'Your draft now holds the event from your link. The draft as it was, with its own payload for that event, is in Earlier drafts.'
        : 'You edited a widget that was not your saved draft, so it is now your draft. The draft you had is in Earlier drafts.';
      setNotices([{text, offerRestore: true}]);
    }
  };
  const onFieldsText = (text: string) => {
    setFieldsText(text);
    const parsed = parseFields(text);
    setFieldsProblem(parsed.ok ? null : parsed.problem);
    if (parsed.ok) setFields(parsed.value);
  };
  const onCode = (which: Tab, text: string, byVisitor: boolean) => {
    if (byVisitor) visitorEdit();
    if (which === 'fields') onFieldsText(text);
    else setCode((current) => ({...current, [which]: text}));
  };
  const load = (next: PlaygroundDraft, notice: Notice, isDraft: boolean) => {
    draft.replaced(isDraft);
    setCode({html: next.html, css: next.css, js: next.js});
    onFieldsText(next.fields);
    setValues(next.values);
    events.load(next.events);
    setRunToken((token) => token + 1);
    setNotices([notice]);
  };
  const loadStarter = (id: string) => {
    load(stateOfStarter(starters.find((item) => item.id === id) ?? defaultStarter), {text: 'Starter loaded. Your saved draft stays as it is until you edit this one.'}, false);
    setOrigin(id);
  };
  const reset = () => {
    const hadDraft = draft.reset();
    runner.resetWorld();
    const text = 'Reset: the first starter is back and the session starts over. SE_API.store keeps its values.';
    load(stateOfStarter(defaultStarter), hadDraft ? {text: `${text} Your draft is in Earlier drafts.`, offerRestore: true} : {text}, true);
    setOrigin(defaultStarter.id);
  };
  const restore = (id: string) => {
    const restored = draft.restore(id);
    if (!restored) return;
    load(restored, {text: 'The earlier draft is back; the one it replaced is first in Earlier drafts.', offerRestore: true}, true);
    setOrigin('draft');
  };
  const takeOther = () => {
    const taken = draft.takeOther();
    if (!taken) return;
    load(taken, {text: 'The other tab’s version is open; this tab’s is first in Earlier drafts.', offerRestore: true}, true);
    setOrigin('draft');
  };
  const newest = draftStatus.history[0];

  const shown = (pane: View) => (columns ? pane === 'code' || pane === 'preview' || pane === side : pane === view);
  const current = columns ? side : view;
  const pick = columns ? setSide : setView;
  const pane = (id: View, content: React.ReactNode) => (
    <section className={styles.pane} data-pane={id} aria-label={views.find((item) => item.id === id)?.label} hidden={!shown(id)}>
      {content}
    </section>
  );
  // With two columns the switch heads the column it switches; with one, it heads the playground.
  const viewSwitch = (
    <div className={`${styles.viewSwitch} ${styles.switch}`} role="group" aria-label="Show">
      {views
        .filter((item) => !columns || item.inColumns)
        .map((item) => (
          <button key={item.id} type="button" aria-pressed={current === item.id} className={current === item.id ? buttons.chosen : buttons.choice} onClick={() => pick(item.id)}>
            {item.label}
          </button>
        ))}
    </div>
  );
  const sidePanes = (
    <>
      {pane('events', <EventsPanel events={events} onEdit={visitorEdit} queue={runner.world.queue} widgetDuration={widgetDurationOf(fieldData)} onSkip={runner.skip} />)}
      {pane('console', <ConsolePanel lines={runner.console.lines} onClear={runner.console.clear} />)}
      {pane(
        'fields',
        <FieldsPanel
          fields={fields}
          data={fieldData}
          highlight={first.highlight}
          onChange={(key, value) => {
            visitorEdit();
            setValues((values) => ({...values, [key]: value}));
            setRunToken((token) => token + 1);
          }}
          onButton={(key, value) => runner.send('widget-button', {field: key, value})}
          status={runner.world.status}
          onStatus={runner.setOverlayStatus}
        />,
      )}
    </>
  );

  return (
    <div ref={root} className={`${styles.playground} ${wide ? styles.wide : ''}`} role="region" aria-label="Widget playground" data-layout={columns ? 'columns' : 'tabs'}>
      <div className={styles.titleBar}>
        <strong ref={title} tabIndex={-1} className={styles.title}>
          Widget playground
        </strong>
        <button type="button" className={buttons.secondary} aria-pressed={wide} onClick={toggleWide} title={wide ? 'Escape also returns to the page' : undefined}>
          {wide ? 'Back to the page' : 'Wide mode'}
        </button>
        <button type="button" className={buttons.link} onClick={onClose}>
          Close playground
        </button>
      </div>
      {notices.map((notice) => (
        <div key={notice.text} className={alerts.notice} role="status">
          <p>{notice.text}</p>
          {notice.offerRestore && newest && !newest.problem && (
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => {
                restore(newest.id);
                // The notice goes with the restore: focus stays in the playground, on its title.
                focusIfLost(() => title.current);
              }}
            >
              Restore the draft you had
            </button>
          )}
        </div>
      ))}
      <OtherTabNotice otherTab={draftStatus.otherTab} onTake={takeOther} onDismiss={draft.drafts.dismissOther} />
      <Toolbar state={state} fieldData={fieldData} origin={origin} onStarter={loadStarter} onReset={reset} />
      <DraftHistory items={draftStatus.history} message={draftStatus.historyMessage} onRestore={restore} onDownload={draft.drafts.download} />
      {!columns && viewSwitch}
      <div className={styles.grid}>
        {pane(
          'code',
          <CodePane tab={tab} onTab={setTab} texts={{...code, fields: fieldsText}} onChange={onCode} fieldsProblem={fieldsProblem}>
            <SaveProblemAlert problem={draftStatus.problem} onDownload={() => draft.drafts.downloadWork(draft.latest.current)} />
          </CodePane>,
        )}
        {pane('preview', <PreviewPanel frame={runner.frame} run={runner.run} onFrameLoad={runner.onFrameLoad} status={runner.status} halt={runner.halt} onStop={runner.stop} onRestart={restart} />)}
        {columns ? (
          <div className={styles.side}>
            {viewSwitch}
            {sidePanes}
          </div>
        ) : (
          sidePanes
        )}
      </div>
    </div>
  );
}
