/**
 * The real verdict: the reference API's "Test a message against the filters" operation
 * (testSpamFilters in src/data/api/openapi.yaml, POST /bot/filters/{channel}/test). The provider
 * names the body's fields `origin` and `data` without values; the bench sends the line's platform
 * as `origin` and its message as `data`, and says so. The token is passed in by the caller, which
 * holds it in memory only; it is never part of a draft, a link or the page.
 */
import {site} from '@site/src/site';
import type {ChatLine} from './types';

export const testOperationPath = '/bot/filters/{channel}/test';
export const channelIdPattern = /^[0-9a-fA-F]{24}$/u;
export const MAX_SHOWN = 4000;
const TIMEOUT_MS = 20_000;

export type Scheme = 'Bearer' | 'oAuth';

export interface RealAnswer {
  ok: boolean;
  status?: number;
  /** The body as text (pretty JSON when it parses), cut at MAX_SHOWN characters. */
  body: string;
  advice?: string;
}

export const testUrl = (channel: string) => `${site.apiBaseUrl}${testOperationPath.replace('{channel}', encodeURIComponent(channel))}`;
export const testBody = (line: ChatLine) => ({origin: line.platform, data: line.message});

function adviceFor(status: number): string | undefined {
  if (status === 401) return 'The API refused the token (401): it is missing, mistyped or expired.';
  if (status === 403) return 'The token is valid but may not do this (403): it likely lacks the bot:write scope, or belongs to another channel.';
  if (status === 404) return 'Nothing was found (404): check the channel id.';
  if (status === 429) return 'Too many requests (429): wait a moment, then ask again.';
  if (status >= 500) return `The API had a problem (${status}). Try again later.`;
  if (status >= 400) return `The API refused the request (${status}); its answer says why.`;
  return undefined;
}

export async function askRealVerdict(line: ChatLine, channel: string, token: string, scheme: Scheme, fetcher: typeof fetch = fetch): Promise<RealAnswer> {
  if (!channelIdPattern.test(channel)) return {ok: false, body: '', advice: 'Enter the channel id: 24 hexadecimal characters (GET /channels/me returns it for your token).'};
  if (token.trim() === '') return {ok: false, body: '', advice: 'Enter a token first.'};
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetcher(testUrl(channel), {
      method: 'POST',
      headers: {Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `${scheme} ${token.trim()}`},
      body: JSON.stringify(testBody(line)),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    });
    const text = await response.text();
    let body = text;
    try {
      body = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // Not JSON: shown as it came.
    }
    if (body.length > MAX_SHOWN) body = `${body.slice(0, MAX_SHOWN)}\n… (${(body.length - MAX_SHOWN).toLocaleString('en')} more characters not shown)`;
    return {ok: response.ok, status: response.status, body, advice: adviceFor(response.status)};
  } catch {
    return {ok: false, body: '', advice: controller.signal.aborted ? `No answer within ${TIMEOUT_MS / 1000} s.` : 'The request did not reach the API (offline, blocked, or refused by the browser).'};
  } finally {
    clearTimeout(timer);
  }
}
