import {describe, expect, it} from 'vitest';
import {appendLines, blockedText, MAX_LINES, suppressedLine} from '@site/src/playground/logic/consoleLines';

const line = (id: number, text = `line ${id}`) => ({id, level: 'log', text});

describe('console lines', () => {
  it('keeps the newest lines only', () => {
    const many = Array.from({length: MAX_LINES + 20}, (_, index) => line(index));
    const kept = appendLines([], many);
    expect(kept).toHaveLength(MAX_LINES);
    expect(kept[0]?.id).toBe(20);
  });

  it('merges consecutive suppression notes into one with the total', () => {
    const lines = appendLines([line(1), suppressedLine(2, 400)], [suppressedLine(3, 1200), line(4), suppressedLine(5, 1)]);
    expect(lines.map((item) => item.count ?? item.text)).toEqual(['line 1', 1600, 'line 4', 1]);
    expect(lines[1]?.text).toMatch(/^1,600 lines suppressed: /);
    expect(lines[3]?.text).toMatch(/^1 line suppressed: /);
  });

  it('merges a line repeated word for word into one with a count, across batches, and keeps lines that differ', () => {
    const refusal = {id: 0, level: 'warn', text: 'refused'};
    const first = appendLines([line(1)], [{...refusal, id: 2}, {...refusal, id: 3}]);
    const lines = appendLines(first, [{...refusal, id: 4}, {id: 5, level: 'log', text: 'refused'}, line(6), line(7, 'line 6')]);
    expect(lines.map((item) => [item.id, item.level, item.text, item.repeats])).toEqual([
      [1, 'log', 'line 1', undefined],
      [2, 'warn', 'refused', 3],
      [5, 'log', 'refused', undefined],
      [6, 'log', 'line 6', 2],
    ]);
  });

  it('keeps a line that a flood of repeats follows: the repeats take one line, not the panel', () => {
    const flood = Array.from({length: MAX_LINES * 2}, (_, index) => ({id: index + 2, level: 'warn', text: 'refused'}));
    const lines = appendLines([line(1, 'what went wrong')], flood);
    expect(lines.map((item) => item.text)).toEqual(['what went wrong', 'refused']);
    expect(lines[1]?.repeats).toBe(MAX_LINES * 2);
  });

  it('says a blocked request once, without repeating the label', () => {
    expect(blockedText('https://example.com/x.json (connect-src)')).toBe('https://example.com/x.json (connect-src): blocked, because the playground has no network access. A live overlay would make this request.');
  });
});
