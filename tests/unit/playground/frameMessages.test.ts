import {describe, expect, it} from 'vitest';
import {LINES_PER_FLUSH} from '@site/src/playground/frame/protocol';
import {asText, readFrameMessage} from '@site/src/playground/logic/frameMessages';

describe('messages from the widget frame', () => {
  it('coerces fields of any type without throwing', () => {
    const cyclic: unknown[] = [];
    cyclic.push(cyclic);
    for (const value of [10n, {a: 1n}, cyclic, null, undefined, 3, true, {toString: 'not a function'}, new Date(0), [1, [2]]]) {
      expect(() => asText(value)).not.toThrow();
      expect(typeof asText(value)).toBe('string');
    }
    expect(asText(10n)).toBe('10');
    expect(asText({a: 1n})).toBe('{"a":"1"}');
    expect(asText('x'.repeat(20), 5)).toBe('xxxxx …');
  });

  it('reads a console batch with forged fields as text, with unknown levels as log', () => {
    const message = readFrameMessage({type: 'console', run: 2, lines: [{level: {evil: true}, text: 10n}, 'bare', {level: 'warn', text: ['a']}], suppressed: '5'});
    expect(message).toEqual({
      type: 'console',
      run: 2,
      lines: [
        {level: 'log', text: '10'},
        {level: 'log', text: 'bare'},
        {level: 'warn', text: '["a"]'},
      ],
      suppressed: 0,
    });
  });

  it('caps a batch at what the runtime sends and counts the rest as suppressed', () => {
    const lines = Array.from({length: LINES_PER_FLUSH + 30}, (_, index) => ({level: 'log', text: String(index)}));
    const message = readFrameMessage({type: 'console', run: 1, lines, suppressed: 7});
    if (message?.type !== 'console') throw new Error('expected a console batch');
    expect(message.lines).toHaveLength(LINES_PER_FLUSH);
    expect(message.suppressed).toBe(37);
  });

  it('reads API calls with a bounded method name and array arguments only', () => {
    expect(readFrameMessage({type: 'api', run: 1, id: {}, method: {name: 'x'}, args: 'nope'})).toEqual({type: 'api', run: 1, id: 0, method: '{"name":"x"}', args: []});
  });

  it('reads a flood notice for the floods the frame counts (SE_API.store.set) and no other', () => {
    expect(readFrameMessage({type: 'flood', run: 3, reason: 'store'})).toEqual({type: 'flood', run: 3, reason: 'store'});
    for (const reason of ['lines', 'left', {}, undefined]) expect(readFrameMessage({type: 'flood', run: 3, reason})).toBeNull();
  });

  it('ignores what is not a message of the frame', () => {
    for (const data of [null, 'text', 42, [], {type: 7}, {type: 'console'}, {type: 'other', run: 1}, {type: 'ready', run: '1'}]) expect(readFrameMessage(data)).toBeNull();
    expect(readFrameMessage({type: 'hello', protocol: 'x'})).toEqual({type: 'hello', protocol: 0});
  });
});
