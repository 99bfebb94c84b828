/**
 * Sends one request and turns the answer into what the panel shows: status, time, the response
 * headers the browser lets a page read (rate-limit headers and Retry-After picked out), the body
 * (JSON formatted, else text, cut when very long), a warning when a body that claims to be JSON is
 * not, and, for failures, what to do next. The reader can cancel a call that takes too long.
 */
import {fullUrl, type SampleRequest} from '../samples';
import type {Operation} from '../model';

export const MAX_SHOWN_CHARS = 100_000;
const TIMEOUT_MS = 30_000;

export interface Answer {
  status: number;
  statusText: string;
  ms: number;
  /** Every response header the browser exposes, lowercase names, in name order. */
  headers: [string, string][];
  /** The whole body as text (pretty JSON when it parsed). */
  body: string;
  isJson: boolean;
  mediaType: string;
  /** The answer says it is JSON (its Content-Type) but its body does not parse as JSON. */
  notJson?: string;
  /** What to do, for failures. */
  advice?: string;
}

export interface Failure {
  kind: 'network' | 'timeout' | 'cancelled';
  ms: number;
  advice: string;
}

/** Headers about limits: Retry-After and the rate-limit family (`x-ratelimit-*`, `ratelimit-*`). */
export const isLimitHeader = (name: string) => name === 'retry-after' || /^(x-)?ratelimit/.test(name);

export function adviceFor(status: number, op: Operation, retryAfter?: string | null): string | undefined {
  if (status === 401) return 'The API refused the token (401): it is missing, mistyped or expired. Enter a current token in the token field and send again.';
  if (status === 403) {
    if (op.scopes.length > 0) return `The token is valid but lacks the scope ${op.scopes.map((scope) => `“${scope}”`).join(' or ')} (403). Ask for it when the streamer authorizes your application, or use the channel's JWT.`;
    if (op.inferredScopes.length > 0) {
      return `The token is valid but lacks a right this operation needs (403): likely the scope ${op.inferredScopes.map((scope) => `“${scope}”`).join(' or ')} (the provider does not state it per operation). Ask for it when the streamer authorizes your application, or use the channel's JWT.`;
    }
    return "The token is valid but lacks a right this operation needs (403); the provider names no scope for it. Use the channel's JWT.";
  }
  if (status === 429) {
    const wait = retryAfter ? (/^\d+$/.test(retryAfter.trim()) ? `${retryAfter.trim()} seconds` : `until ${retryAfter.trim()}`) : 'a moment';
    return `Too many requests (429): the API is limiting you. ${retryAfter ? `It asks you to wait ${wait} (Retry-After)` : 'Wait a moment'}, then send again.`;
  }
  if (status === 404) return 'Nothing was found (404): check the ids in the path and that they belong to this channel.';
  if (status >= 500) return `The API had a problem (${status}). Try again later.`;
  if (status >= 400) return `The API refused the request (${status}); its answer below says why.`;
  return undefined;
}

const claimsJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/** Sends the request; `signal` is the reader's Cancel. */
export async function send(op: Operation, request: SampleRequest, signal?: AbortSignal): Promise<Answer | Failure> {
  const headers: Record<string, string> = {Accept: 'application/json'};
  if ('literal' in request.token && request.token.literal) headers.Authorization = `${request.scheme} ${request.token.literal}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMEOUT_MS);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel);
  const started = performance.now();
  try {
    const response = await fetch(fullUrl(request), {
      method: request.method.toUpperCase(),
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    const text = await response.text();
    const ms = performance.now() - started;
    const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    let body = text;
    let isJson = false;
    let notJson: string | undefined;
    try {
      body = JSON.stringify(JSON.parse(text), null, 2);
      isJson = true;
    } catch (error) {
      if (claimsJson(mediaType) && text.trim() !== '') notJson = `The answer says it is JSON (${mediaType}) but is not: ${(error as Error).message}. It is shown as text.`;
    }
    const list: [string, string][] = [];
    response.headers.forEach((value, name) => list.push([name.toLowerCase(), value]));
    list.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return {status: response.status, statusText: response.statusText, ms, headers: list, body, isJson, mediaType, ...(notJson ? {notJson} : {}), advice: adviceFor(response.status, op, response.headers.get('retry-after'))};
  } catch (error) {
    const ms = performance.now() - started;
    if ((error as Error).name === 'AbortError') {
      if (!timedOut) return {kind: 'cancelled', ms, advice: 'You cancelled the request. If it reached the API, a change may still have been made.'};
      return {kind: 'timeout', ms, advice: `No answer within ${TIMEOUT_MS / 1000} seconds. The API may be slow or unreachable; try again, or run the request as curl from your computer.`};
    }
    return {
      kind: 'network',
      ms,
      advice: 'The request did not get an answer the browser would show: the network failed, or the browser blocked the call. The API may not accept calls from a browser; copy the request as curl and run it from your computer or server.',
    };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
