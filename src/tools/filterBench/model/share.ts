/**
 * The bench's share link: the page it was made on (`/chatbot/filters`, or a filter's own page) with
 * `#bench=<data>`, the settings, the pasted lines and the
 * senders, deflated and base64url-encoded in the fragment (nothing reaches a server; never the
 * token, which the draft does not hold). Read back through the same checks as a stored draft.
 */
import {fromBase64Url, inflateWithin, toBase64Url} from '@site/src/playground/logic/share';
import {sizeText, tooDeepAt} from '@site/src/tools/values';
import {checkBenchDraft, type BenchDraft} from './draft';
import {MAX_LOG_CHARS} from './chatLog';

export const SHARE_KEY = 'bench';
/** Longest `#bench=` value accepted, in characters: longer links break in chat apps and some browsers. */
export const MAX_SHARE_LENGTH = 16_000;
/** What a link may inflate to: the log's limit and room for settings. */
export const MAX_SHARE_INFLATED = MAX_LOG_CHARS * 4 + 200_000;

export async function encodeBench(draft: BenchDraft): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify({v: 1, ...draft}));
  const body = new Blob([json as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(body).arrayBuffer()));
}

export type Decoded = {ok: true; value: BenchDraft; repairs: readonly string[]} | {ok: false; reason: string};

const damaged = 'The shared link is damaged: its bench could not be read. It may have been cut off when it was copied.';

export async function decodeBench(encoded: string): Promise<Decoded> {
  if (encoded.length > MAX_SHARE_LENGTH) return {ok: false, reason: `The shared link is too long (${encoded.length.toLocaleString('en')} characters; the limit is ${MAX_SHARE_LENGTH.toLocaleString('en')}).`};
  let value: unknown;
  try {
    const inflated = await inflateWithin(fromBase64Url(encoded), MAX_SHARE_INFLATED);
    if (inflated === null) return {ok: false, reason: `The shared link unpacks to more than ${sizeText(MAX_SHARE_INFLATED)}, so it was not opened.`};
    const json = new TextDecoder('utf-8', {fatal: true}).decode(inflated);
    // The deepest a bench draft goes is 6 levels (settings, filters, groups, phrases); more is not one.
    if (tooDeepAt(json, 12) >= 0) return {ok: false, reason: damaged};
    value = JSON.parse(json);
  } catch {
    return {ok: false, reason: damaged};
  }
  if ((value as {v?: unknown} | null)?.v !== 1) return {ok: false, reason: damaged};
  const checked = checkBenchDraft(value);
  if (!checked.ok) return {ok: false, reason: `The shared bench cannot be opened: ${checked.reason}.`};
  return {ok: true, value: checked.value, repairs: checked.repairs};
}

/** The share link for a draft on this page's address. */
export async function shareLink(draft: BenchDraft, pageUrl: string): Promise<string> {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = `${SHARE_KEY}=${await encodeBench(draft)}`;
  return url.toString();
}

/** Why a link cannot carry the bench (longer than a link opens with), or null: checked before it is offered. */
export function shareLinkProblem(link: string): string | null {
  const length = (sharedValue(new URL(link).hash) ?? '').length;
  if (length <= MAX_SHARE_LENGTH) return null;
  return `These lines and settings are too long for a link (${length.toLocaleString('en')} characters packed; the bench opens links of up to ${MAX_SHARE_LENGTH.toLocaleString('en')}). Share fewer lines, or send the chat log itself.`;
}

/** The `#bench=` value of an address fragment, or null. */
export function sharedValue(hash: string): string | null {
  const match = /^#?bench=([A-Za-z0-9_-]*)$/u.exec(hash);
  return match ? match[1]! : null;
}
