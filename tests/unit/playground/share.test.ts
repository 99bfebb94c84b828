import {describe, expect, it} from 'vitest';
import {decodeIncomingEvent, decodeState, encodeIncomingEvent, encodeState, fragmentParameter, MAX_SHARE_INFLATED, MAX_SHARE_LENGTH, toBase64Url, withoutFragmentParameter} from '@site/src/playground/logic/share';
import {deflateRawSync} from 'node:zlib';
import {starters} from '@site/src/playground/starters';

const state = {html: '<p>{{title}} ✓</p>', css: 'p{}', js: 'console.log("é")', fields: '{"title": {"type": "text", "value": "Hi"}}', values: {title: 'Changed'}};

describe('share state', () => {
  it('round-trips the whole state through the fragment encoding', async () => {
    const encoded = await encodeState(state);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeState(encoded)).toEqual({ok: true, value: {value: state, repairs: []}});
  });

  it('keeps every starter well under the size limit', async () => {
    for (const starter of starters) {
      const encoded = await encodeState({...starter, values: {}});
      expect(encoded.length, starter.id).toBeLessThan(MAX_SHARE_LENGTH / 4);
    }
  });

  it('refuses a link over the limit, saying so', async () => {
    const result = await decodeState('A'.repeat(MAX_SHARE_LENGTH + 1));
    expect(result).toMatchObject({ok: false, reason: expect.stringContaining('too long')});
  });

  it('refuses a short link that inflates past the widget budget, stopping as it inflates', async () => {
    // 12 MB of code deflates to a few kilobytes: well under the link length limit.
    const bomb = toBase64Url(deflateRawSync(Buffer.from(JSON.stringify({v: 1, html: '', css: '', js: 'a'.repeat(12_000_000), fields: '{}', values: {}}))));
    expect(bomb.length).toBeLessThan(MAX_SHARE_LENGTH);
    expect(await decodeState(bomb)).toEqual({ok: false, reason: `The shared link unpacks to more than 1 MB, the most a shared widget may hold, so it was not opened.`});
    expect(MAX_SHARE_INFLATED).toBe(1_000_000);
  });

  it('repairs field values that are not plain data, saying what, and refuses what it cannot open', async () => {
    const link = toBase64Url(deflateRawSync(Buffer.from(JSON.stringify({v: 1, html: '', css: '', js: '', fields: '{}', values: 'oops'}))));
    expect(await decodeState(link)).toEqual({ok: true, value: {value: {html: '', css: '', js: '', fields: '{}', values: {}}, repairs: ['its field values were not an object of values, so the fields start from their defaults']}});
    const big = toBase64Url(deflateRawSync(Buffer.from(JSON.stringify({v: 1, html: 'x'.repeat(600_000), css: '', js: '', fields: '{}', values: {}}))));
    expect(await decodeState(big)).toEqual({ok: false, reason: "The shared link's widget cannot be opened: its HTML is 600 kB, over the 500 kB one editor holds."});
  });

  it('reports a damaged link instead of throwing', async () => {
    const encoded = await encodeState(state);
    for (const broken of [encoded.slice(0, encoded.length / 2), 'not base64!', '', 'AAAA']) {
      expect(await decodeState(broken)).toMatchObject({ok: false, reason: expect.stringContaining('damaged')});
    }
  });

  it('reads #state= and #event= from a fragment', () => {
    expect(fragmentParameter('#state=abc', 'state')).toBe('abc');
    expect(fragmentParameter('#x=1&event=def', 'event')).toBe('def');
    expect(fragmentParameter('#playground', 'state')).toBeNull();
  });

  it('drops one parameter from a fragment and keeps the rest', () => {
    expect(withoutFragmentParameter('#state=abc', 'state')).toBe('');
    expect(withoutFragmentParameter('#state=abc&event=def', 'state')).toBe('#event=def');
    expect(withoutFragmentParameter('#event=def&state=abc', 'state')).toBe('#event=def');
    expect(withoutFragmentParameter('#playground', 'state')).toBe('#playground');
  });
});

describe('events linked from the websocket console', () => {
  const known = ['tip-latest', 'message'];
  it('decodes {"listener", "event"}', () => {
    const encoded = encodeIncomingEvent({listener: 'tip-latest', event: {name: 'zoë', amount: 3}});
    expect(decodeIncomingEvent(encoded, known)).toEqual({ok: true, value: {listener: 'tip-latest', event: {name: 'zoë', amount: 3}}});
  });
  it('refuses unknown listeners and malformed data', () => {
    expect(decodeIncomingEvent(encodeIncomingEvent({listener: 'nope', event: {}}), known)).toMatchObject({ok: false, reason: expect.stringContaining('"nope"')});
    expect(decodeIncomingEvent('%%%', known).ok).toBe(false);
    expect(decodeIncomingEvent(Buffer.from('{"listener":"message","event":[]}').toString('base64url'), known).ok).toBe(false);
  });
});
