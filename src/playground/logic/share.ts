/**
 * Links into the playground, all in the URL fragment so nothing reaches a server:
 * - `#state=<data>`: a whole playground (code, fields, field values), deflated and base64url-encoded;
 * - `#event=<base64url(JSON)>`: one event from the websocket console, `{"listener": "...", "event": {...}}`,
 *   preselected with `?try=<listener>` and sent only when the visitor clicks.
 */
import {sizeText, tooDeepAt} from '@site/src/tools/values';
import {PLAYGROUND_LIMITS} from './limits';
import {checkWidgetState} from './widgetState';

export interface SharedState {
  html: string;
  css: string;
  js: string;
  fields: string;
  /** Field values changed in the form, by field name. */
  values: Record<string, unknown>;
}

/** Longest `#state=` value accepted, in characters: links beyond this break in chat apps and some browsers. */
export const MAX_SHARE_LENGTH = 16_000;
/** Bytes a `#state=` value may inflate to: the widget budget. A few kilobytes of link can deflate from megabytes. */
export const MAX_SHARE_INFLATED = PLAYGROUND_LIMITS.widgetChars;

export type Decoded<T> = {ok: true; value: T} | {ok: false; reason: string};

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export async function encodeState(state: SharedState): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify({v: 1, ...state}));
  const body = new Blob([json as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(body).arrayBuffer()));
}

/** Inflates, counting as it goes: past `limit` bytes it stops reading and gives null, so a small link cannot unpack to megabytes. */
export async function inflateWithin(bytes: Uint8Array, limit: number): Promise<Uint8Array | null> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export interface DecodedWidget {
  value: SharedState;
  /** What had to be repaired to open it. */
  repairs: readonly string[];
}

const damaged = 'The shared link is damaged: its widget could not be read. It may have been cut off when it was copied.';

export async function decodeState(encoded: string): Promise<Decoded<DecodedWidget>> {
  if (encoded.length > MAX_SHARE_LENGTH) return {ok: false, reason: `The shared link is too long (${encoded.length.toLocaleString('en')} characters; the limit is ${MAX_SHARE_LENGTH.toLocaleString('en')}).`};
  let inflated: Uint8Array | null;
  try {
    inflated = await inflateWithin(fromBase64Url(encoded), MAX_SHARE_INFLATED);
  } catch {
    return {ok: false, reason: damaged};
  }
  if (inflated === null) return {ok: false, reason: `The shared link unpacks to more than ${sizeText(MAX_SHARE_INFLATED)}, the most a shared widget may hold, so it was not opened.`};
  let value: unknown;
  try {
    const json = new TextDecoder('utf-8', {fatal: true}).decode(inflated);
    if (tooDeepAt(json, PLAYGROUND_LIMITS.jsonDepth + 2) >= 0) return {ok: false, reason: `The shared link's widget is nested more than ${PLAYGROUND_LIMITS.jsonDepth} levels deep, so it was not opened.`};
    value = JSON.parse(json);
  } catch {
    return {ok: false, reason: damaged};
  }
  if ((value as {v?: unknown} | null)?.v !== 1) return {ok: false, reason: damaged};
  const checked = checkWidgetState(value);
  if (!checked.ok) return {ok: false, reason: `The shared link's widget cannot be opened: ${checked.reason}.`};
  return {ok: true, value: {value: checked.value, repairs: checked.repairs ?? []}};
}

export interface IncomingEvent {
  listener: string;
  event: Record<string, unknown>;
}

/** Reads an `#event=` value; the listener must be one the playground knows. */
export function decodeIncomingEvent(encoded: string, knownListeners: readonly string[]): Decoded<IncomingEvent> {
  if (encoded.length > MAX_SHARE_LENGTH) return {ok: false, reason: `The linked event is too long (${encoded.length.toLocaleString('en')} characters; the limit is ${MAX_SHARE_LENGTH.toLocaleString('en')}).`};
  try {
    const json = new TextDecoder('utf-8', {fatal: true}).decode(fromBase64Url(encoded));
    if (tooDeepAt(json, PLAYGROUND_LIMITS.jsonDepth) >= 0) return {ok: false, reason: `The linked event is nested more than ${PLAYGROUND_LIMITS.jsonDepth} levels deep, so it was not opened.`};
    const value = JSON.parse(json) as Partial<IncomingEvent>;
    if (typeof value.listener !== 'string' || !value.event || typeof value.event !== 'object' || Array.isArray(value.event)) throw new Error('shape');
    if (!knownListeners.includes(value.listener)) return {ok: false, reason: `The linked event has the listener "${value.listener}", which custom widgets do not receive.`};
    return {ok: true, value: {listener: value.listener, event: value.event}};
  } catch {
    return {ok: false, reason: 'The linked event could not be read: the #event= part of the link is not base64url-encoded JSON with "listener" and "event".'};
  }
}

export function encodeIncomingEvent(value: IncomingEvent): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(value)));
}

/** The fragment's parameters: `#state=…` or `#event=…`. */
export function fragmentParameter(hash: string, name: 'state' | 'event'): string | null {
  const match = new RegExp(`(?:^#|&)${name}=([^&]*)`).exec(hash);
  return match?.[1] ?? null;
}

/** The fragment without one parameter (`#state=…&event=…` less `state`); '' when nothing is left. */
export function withoutFragmentParameter(hash: string, name: 'state' | 'event'): string {
  const rest = hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part !== '' && !part.startsWith(`${name}=`));
  return rest.length > 0 ? `#${rest.join('&')}` : '';
}
