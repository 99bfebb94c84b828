/** The API's test operation: the request the bench sends, and what it makes of answers and failures. */
import {describe, expect, it, vi} from 'vitest';
import {askRealVerdict, testUrl} from '@site/src/tools/filterBench/model/realVerdict';
import {site} from '@site/src/site';
import {line} from './support';

const channel = '6a1f3c9e2b7d4e0f8c5a9b31';

describe('the real verdict', () => {
  it('posts the line’s platform and message with the token, and shows the answer', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({result: 'timeout'}), {status: 200}));
    const answer = await askRealVerdict(line('HELLO THERE', {platform: 'kick'}), channel, ' tok123 ', 'oAuth', fetcher as unknown as typeof fetch);
    expect(testUrl(channel)).toBe(`${site.apiBaseUrl}/bot/filters/${channel}/test`);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(testUrl(channel));
    expect(init.headers).toMatchObject({Authorization: 'oAuth tok123'});
    expect(JSON.parse(init.body as string)).toEqual({origin: 'kick', data: 'HELLO THERE'});
    expect(init.credentials).toBe('omit');
    expect(answer).toMatchObject({ok: true, status: 200});
    expect(answer.body).toContain('"result": "timeout"');
  });
  it('says what a refusal means, and sends nothing without a channel id or a token', async () => {
    const refused = await askRealVerdict(line('x'), channel, 't', 'Bearer', (async () => new Response('nope', {status: 401})) as unknown as typeof fetch);
    expect(refused.advice).toContain('401');
    const fetcher = vi.fn();
    expect((await askRealVerdict(line('x'), 'not-an-id', 't', 'Bearer', fetcher as unknown as typeof fetch)).advice).toContain('24 hexadecimal');
    expect((await askRealVerdict(line('x'), channel, '', 'Bearer', fetcher as unknown as typeof fetch)).advice).toContain('token');
    expect(fetcher).not.toHaveBeenCalled();
  });
  it('a network failure is said, not thrown', async () => {
    const failed = await askRealVerdict(line('x'), channel, 't', 'Bearer', (async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch);
    expect(failed.ok).toBe(false);
    expect(failed.advice).toMatch(/did not reach the API/u);
  });
});
