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

  it('says a blocked request once, without repeating the label', () => {
    expect(blockedText('https://example.com/x.json (connect-src)')).toBe('https://example.com/x.json (connect-src): blocked, because the playground has no network access. A live overlay would make this request.');
  });
});
