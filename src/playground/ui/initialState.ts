/**
 * What the playground opens with: a shared link (#state=), else the saved draft, else the first
 * starter; plus what the URL preselects (?try=, #event=). Problems become notices, never a blank panel.
 */
import {catalogue} from '../logic/catalogue';
import {decodeIncomingEvent, decodeState, fragmentParameter, type SharedState} from '../logic/share';
import {defaultStarter, type Starter} from '../starters';
import {DRAFT_KEY, readJson, storageWorks} from './storage';

/** Where the opening content came from. */
export type Source = 'link' | 'draft' | 'starter';

export interface Opening {
  state: SharedState;
  source: Source;
  notices: string[];
  /** Event to preselect (a catalogue id or a window event) and its payload text, if the URL gave one. */
  select: {id: string; payload?: Record<string, unknown>} | null;
  /** `?try=field:<name>`. */
  tryField: string | null;
  storage: boolean;
}

export const stateOfStarter = (starter: Starter): SharedState => ({html: starter.html, css: starter.css, js: starter.js, fields: starter.fields, values: {}});

export function isSharedState(value: unknown): value is SharedState {
  const state = value as Partial<SharedState> | null;
  return Boolean(state) && ['html', 'css', 'js', 'fields'].every((key) => typeof (state as Record<string, unknown>)[key] === 'string');
}

export async function resolveOpening(location: {search: string; hash: string}): Promise<Opening> {
  const notices: string[] = [];
  const storage = storageWorks();
  let state: SharedState | null = null;
  let source: Source = 'starter';
  const draft = readJson<SharedState>(DRAFT_KEY);
  const shared = fragmentParameter(location.hash, 'state');
  if (shared !== null) {
    const decoded = await decodeState(shared);
    if (decoded.ok) {
      state = decoded.value;
      source = 'link';
      notices.push(
        isSharedState(draft)
          ? 'Loaded the widget from the shared link. Your own draft is untouched: if you edit this widget, it becomes your draft and your old draft is kept aside.'
          : 'Loaded the widget from the shared link.',
      );
    } else notices.push(`${decoded.reason} The starter widget is shown instead.`);
  }
  if (!state && isSharedState(draft)) {
    state = {...draft, values: draft.values ?? {}};
    source = 'draft';
    notices.push('Your draft from your last visit is back.');
  }
  state ??= stateOfStarter(defaultStarter);
  if (!storage) notices.push('Your browser does not let this page store data, so drafts and SE_API.store values will not be kept after you leave. Everything else works.');

  const tryName = new URLSearchParams(location.search).get('try');
  let select: Opening['select'] = null;
  let tryField: string | null = null;
  if (tryName?.startsWith('field:')) tryField = tryName.slice('field:'.length);
  else if (tryName) {
    const entry = catalogue.find((candidate) => candidate.id === tryName || candidate.listener === tryName);
    if (entry || tryName === 'onWidgetLoad' || tryName === 'onSessionUpdate' || tryName === 'onEventReceived') select = {id: entry?.id ?? (tryName === 'onEventReceived' ? catalogue[0]?.id ?? tryName : tryName)};
    else notices.push(`"${tryName}" is not an event custom widgets receive; pick one from the list.`);
  }
  const incoming = fragmentParameter(location.hash, 'event');
  if (incoming !== null) {
    const decoded = decodeIncomingEvent(incoming, [...new Set(catalogue.map((entry) => entry.listener))]);
    if (decoded.ok) {
      select = {id: decoded.value.listener, payload: decoded.value.event};
      notices.push(`The ${decoded.value.listener} event from your link is ready in the payload editor. It is sent when you press Send.`);
    } else notices.push(decoded.reason);
  }
  return {state, source, notices, select, tryField, storage};
}
