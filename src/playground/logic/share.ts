/**
 * Links into the playground, all in the URL fragment so nothing reaches a server:
 * - `#state=<data>`: a whole playground (code, fields, field values), deflated and base64url-encoded;
 * - `#event=<base64url(JSON)>`: one event from the websocket console, `{"listener": "...", "event": {...}}`,
 *   preselected with `?try=<listener>` and sent only when the visitor clicks.
 */
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

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const body = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(body).arrayBuffer());
}

export async function encodeState(state: SharedState): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify({v: 1, ...state}));
  return toBase64Url(await through(json, new CompressionStream('deflate-raw')));
}

const isString = (value: unknown): value is string => typeof value === 'string';

export async function decodeState(encoded: string): Promise<Decoded<SharedState>> {
  if (encoded.length > MAX_SHARE_LENGTH) return {ok: false, reason: `The shared link is too long (${encoded.length.toLocaleString('en')} characters; the limit is ${MAX_SHARE_LENGTH.toLocaleString('en')}).`};
  try {
    const json = new TextDecoder('utf-8', {fatal: true}).decode(await through(fromBase64Url(encoded), new DecompressionStream('deflate-raw')));
    const value = JSON.parse(json) as Partial<SharedState> & {v?: unknown};
    if (value.v !== 1 || ![value.html, value.css, value.js, value.fields].every(isString)) throw new Error('shape');
    const values = value.values && typeof value.values === 'object' && !Array.isArray(value.values) ? value.values : {};
    return {ok: true, value: {html: value.html!, css: value.css!, js: value.js!, fields: value.fields!, values}};
  } catch {
    return {ok: false, reason: 'The shared link is damaged: its widget could not be read. It may have been cut off when it was copied.'};
  }
}

export interface IncomingEvent {
  listener: string;
  event: Record<string, unknown>;
}

/** Reads an `#event=` value; the listener must be one the playground knows. */
export function decodeIncomingEvent(encoded: string, knownListeners: readonly string[]): Decoded<IncomingEvent> {
  try {
    const value = JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(fromBase64Url(encoded))) as Partial<IncomingEvent>;
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
