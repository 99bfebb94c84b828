/**
 * Sends one request and turns the answer into what the panel shows: status, time, body (JSON
 * formatted, else text, cut when very long) and, for failures, what to do next.
 */
import {fullUrl, type SampleRequest} from '../samples';
import type {Operation} from '../model';

export const MAX_SHOWN_CHARS = 100_000;
const TIMEOUT_MS = 30_000;

export interface Answer {
  status: number;
  statusText: string;
  ms: number;
  /** The whole body as text (pretty JSON when it parsed). */
  body: string;
  isJson: boolean;
  mediaType: string;
  /** What to do, for failures. */
  advice?: string;
}

export interface Failure {
  kind: 'network' | 'timeout';
  ms: number;
  advice: string;
}

export function adviceFor(status: number, op: Operation): string | undefined {
  if (status === 401) return 'The API refused the token (401): it is missing, mistyped or expired. Enter a current token in the token field and send again.';
  if (status === 403) {
    if (op.scopes.length > 0) return `The token is valid but lacks the scope ${op.scopes.map((scope) => `“${scope}”`).join(' or ')} (403). Ask for it when the streamer authorizes your application, or use the channel's JWT.`;
    if (op.inferredScopes.length > 0) {
      return `The token is valid but lacks a right this operation needs (403): likely the scope ${op.inferredScopes.map((scope) => `“${scope}”`).join(' or ')} (the provider does not state it per operation). Ask for it when the streamer authorizes your application, or use the channel's JWT.`;
    }
    return "The token is valid but lacks a right this operation needs (403); the provider names no scope for it. Use the channel's JWT.";
  }
  if (status === 429) return 'Too many requests (429): the API is limiting you. Wait a moment, then send again.';
  if (status === 404) return 'Nothing was found (404): check the ids in the path and that they belong to this channel.';
  if (status >= 500) return `The API had a problem (${status}). Try again later.`;
  if (status >= 400) return `The API refused the request (${status}); its answer below says why.`;
  return undefined;
}

export async function send(op: Operation, request: SampleRequest): Promise<Answer | Failure> {
  const headers: Record<string, string> = {Accept: 'application/json'};
  if ('literal' in request.token && request.token.literal) headers.Authorization = `${request.scheme} ${request.token.literal}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
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
    const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    let body = text;
    let isJson = false;
    try {
      body = JSON.stringify(JSON.parse(text), null, 2);
      isJson = true;
    } catch {
      // Not JSON: shown as text.
    }
    return {status: response.status, statusText: response.statusText, ms, body, isJson, mediaType, advice: adviceFor(response.status, op)};
  } catch (error) {
    const ms = performance.now() - started;
    if ((error as Error).name === 'AbortError') return {kind: 'timeout', ms, advice: `No answer within ${TIMEOUT_MS / 1000} seconds. The API may be slow or unreachable; try again, or run the request as curl from your computer.`};
    return {
      kind: 'network',
      ms,
      advice: 'The request did not get an answer the browser would show: the network failed, or the browser blocked the call. The API may not accept calls from a browser; copy the request as curl and run it from your computer or server.',
    };
  } finally {
    clearTimeout(timer);
  }
}
