/**
 * What the playground opens with: a shared link (#state=), else the saved draft, else the first
 * starter; plus what the URL preselects (?try=, #event=), which wins over the draft's selected event
 * and payload as a #state= link wins over its widget. Problems become notices, never a blank panel.
 */
import {catalogue, isWindowEvent} from '../logic/catalogue';
import {noEvents, type PlaygroundDraft} from '../logic/draft';
import {decodeIncomingEvent, decodeState, fragmentParameter} from '../logic/share';
import {defaultStarter, type Starter} from '../starters';
import {storageState} from '@site/src/tools/drafts/environment';
import type {DraftStore} from '@site/src/tools/drafts/store';

/** Where the opening content came from. */
export type Source = 'link' | 'draft' | 'starter';

export interface Opening {
  /** The widget and the Events panel's work, with what the URL preselects already applied. */
  state: PlaygroundDraft;
  source: Source;
  /** `state` is the saved draft as saved: false when it is other content, or a linked payload took the place of the draft's own. */
  fromDraft: boolean;
  notices: string[];
  /** Event the URL preselects (a catalogue id or a window event); a linked payload is in `state.events`. */
  select: {id: string} | null;
  /** `?try=field:<name>`. */
  tryField: string | null;
  storage: ReturnType<typeof storageState>;
}

export const stateOfStarter = (starter: Starter): PlaygroundDraft => ({html: starter.html, css: starter.css, js: starter.js, fields: starter.fields, values: {}, events: noEvents});

/** `drafts` is the playground's draft store: its saved draft is checked (and set aside if it cannot be opened) here. */
export async function resolveOpening(location: {search: string; hash: string}, drafts: DraftStore<PlaygroundDraft>): Promise<Opening> {
  const storage = storageState();
  let state: PlaygroundDraft | null = null;
  let source: Source = 'starter';
  const opened = drafts.open();
  const notices: string[] = [...opened.notes];
  const draft = opened.draft;
  const shared = fragmentParameter(location.hash, 'state');
  if (shared !== null) {
    const decoded = await decodeState(shared);
    if (decoded.ok) {
      state = {...decoded.value.value, events: noEvents};
      source = 'link';
      notices.push(
        draft
          ? 'Loaded the widget from the shared link. Your own draft is untouched: if you edit this widget, it becomes your draft and your old draft goes to Earlier drafts.'
          : 'Loaded the widget from the shared link.',
      );
      if (decoded.value.repairs.length > 0) notices.push(`The link's widget was repaired to open: ${decoded.value.repairs.join('; ')}.`);
    } else notices.push(`${decoded.reason} ${draft ? 'Your draft' : 'The starter widget'} is shown instead.`);
  }
  if (!state && draft) {
    state = draft;
    source = 'draft';
    notices.push('Your draft from your last visit is back.');
  }
  state ??= stateOfStarter(defaultStarter);
  if (storage === 'blocked') notices.push('Your browser does not let this page store data, so drafts and SE_API.store values will not be kept after you leave. Everything else works.');
  if (storage === 'full') notices.push("The browser's storage for this site is full, so drafts and SE_API.store values cannot be saved until space is freed; download your work to keep it. Everything else works.");

  const tryName = new URLSearchParams(location.search).get('try');
  let select: Opening['select'] = null;
  let tryField: string | null = null;
  if (tryName?.startsWith('field:')) tryField = tryName.slice('field:'.length);
  else if (tryName) {
    const entry = catalogue.find((candidate) => candidate.id === tryName || candidate.listener === tryName);
    if (entry || isWindowEvent(tryName) || tryName === 'onEventReceived') select = {id: entry?.id ?? (tryName === 'onEventReceived' ? catalogue[0]?.id ?? tryName : tryName)};
    else notices.push(`"${tryName}" is not an event custom widgets receive; pick one from the list.`);
  }
  let linked: string | undefined;
  const incoming = fragmentParameter(location.hash, 'event');
  if (incoming !== null) {
    const decoded = decodeIncomingEvent(incoming, [...new Set(catalogue.map((entry) => entry.listener))]);
    if (decoded.ok) {
      select = {id: decoded.value.listener};
      linked = JSON.stringify(decoded.value.event, null, 2);
      notices.push(`The ${decoded.value.listener} event from your link is ready in the payload editor. It is sent when you press Send.`);
    } else notices.push(decoded.reason);
  }
  let fromDraft = source === 'draft';
  if (select) {
    const payloads = {...state.events.payloads};
    if (linked !== undefined) {
      const own = payloads[select.id];
      // The draft's own payload is not shown, so the first edit must send the draft as saved to Earlier drafts.
      if (fromDraft && own !== undefined && own !== linked) {
        fromDraft = false;
        notices.push(`Your draft's own ${select.id} payload stays saved as it was until you edit; then it goes to Earlier drafts.`);
      }
      payloads[select.id] = linked;
    }
    state = {...state, events: {selected: select.id, payloads}};
  }
  return {state, source, fromDraft, notices, select, tryField, storage};
}
