/**
 * The playground's saved draft: the widget (as a shared link carries it) plus the Events panel's
 * work, which links do not carry: the selected event and each payload the visitor edited away
 * from the catalogue's. Payloads are kept as typed, valid JSON or not. Drafts saved before the
 * payloads were kept have no `events` and open with the catalogue's payloads.
 */
import type {Checked} from '@site/src/tools/drafts/store';
import {sizeText} from '@site/src/tools/values';
import {findEntry, isWindowEvent, type CatalogueEntry} from './catalogue';
import {PLAYGROUND_LIMITS} from './limits';
import type {SharedState} from './share';
import {checkWidgetState} from './widgetState';

export interface EventsWork {
  /** A catalogue id or a window event (onWidgetLoad, onSessionUpdate). */
  selected: string;
  /** Payload texts by catalogue id: only those that differ from the catalogue's. */
  payloads: Record<string, string>;
}

export interface PlaygroundDraft extends SharedState {
  events: EventsWork;
}

export const FIRST_EVENT = 'tip-latest';
export const noEvents: EventsWork = {selected: FIRST_EVENT, payloads: {}};

/** The catalogue's payload as the editor shows it. */
export const defaultPayloadText = (entry: CatalogueEntry): string => JSON.stringify(entry.payload, null, 2);

export const isKnownEvent = (id: string): boolean => findEntry(id) !== undefined || isWindowEvent(id);

/** The editor's texts as the draft keeps them: those still equal to the catalogue's are left out. */
export function editedPayloads(texts: Record<string, string>): Record<string, string> {
  const edited: Record<string, string> = {};
  for (const [id, text] of Object.entries(texts)) {
    const entry = findEntry(id);
    if (entry && text !== defaultPayloadText(entry)) edited[id] = text;
  }
  return edited;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const named = (id: string) => `"${id.slice(0, 60)}"`;

const payloadProblem = (text: unknown): string =>
  typeof text !== 'string'
    ? 'it was not text'
    : text.length > PLAYGROUND_LIMITS.payloadChars
      ? `it is ${sizeText(text.length)}, over the ${sizeText(PLAYGROUND_LIMITS.payloadChars)} the payload editor holds`
      : 'the playground has no such event';

function checkEvents(value: unknown, repairs: string[]): EventsWork {
  if (value === undefined) return noEvents;
  if (!isRecord(value)) {
    repairs.push('its Events panel could not be read, so every event starts from its sample payload');
    return noEvents;
  }
  let selected = FIRST_EVENT;
  if (typeof value.selected === 'string' && isKnownEvent(value.selected)) selected = value.selected;
  else if (value.selected !== undefined) repairs.push(`its selected event ${typeof value.selected === 'string' ? `${named(value.selected)} is not one the playground has` : 'was not an event name'}, so ${FIRST_EVENT} is selected`);
  const payloads: Record<string, string> = {};
  if (isRecord(value.payloads)) {
    for (const [id, text] of Object.entries(value.payloads)) {
      if (typeof text === 'string' && text.length <= PLAYGROUND_LIMITS.payloadChars && findEntry(id)) payloads[id] = text;
      else repairs.push(`the edited payload of ${named(id)} was left out: ${payloadProblem(text)}`);
    }
  } else if (value.payloads !== undefined) repairs.push('its edited payloads were not an object of texts, so every event starts from its sample payload');
  return {selected, payloads};
}

/** The check a saved draft goes through: the widget's (as for a link), then the Events panel's work. */
export function checkPlaygroundDraft(value: unknown): Checked<PlaygroundDraft> {
  const widget = checkWidgetState(value);
  if (!widget.ok) return widget;
  const repairs = [...(widget.repairs ?? [])];
  const events = checkEvents((value as Record<string, unknown>).events, repairs);
  return {ok: true, value: {...widget.value, events}, repairs};
}
