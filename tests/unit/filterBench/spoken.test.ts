import {describe, expect, it} from 'vitest';
import {ANNOUNCED_LINES, headline, spokenVerdict} from '@site/src/tools/filterBench/ui/describe';
import {line, run, settingsWith} from './support';

describe('the bench’s spoken verdict', () => {
  it('reads each line’s verdict as one sentence, never with a doubled full stop, even where a detail ends with one', () => {
    // One sender repeating: the one-man spam filter's nearest miss ends with its own full stop.
    const lines = Array.from({length: 2}, (_, n) => line(`same words again and again ${n}`, {name: 'EchoEel', lineNumber: n + 1, at: n}));
    const results = run(lines, settingsWith());
    expect(results.some((r) => headline(r).endsWith('.'))).toBe(true);
    const spoken = spokenVerdict(results);
    expect(spoken).not.toMatch(/\.\./);
    for (const r of results) expect(spoken).toContain(`Line ${r.line.lineNumber}: `);
  });

  it('gives only the summary past the lines it reads one by one', () => {
    const results = run(Array.from({length: ANNOUNCED_LINES + 1}, (_, n) => line(`hello ${n}`, {lineNumber: n + 1})), settingsWith());
    expect(spokenVerdict(results)).not.toContain('Line 1:');
    expect(spokenVerdict([])).toBe('No lines to check yet.');
  });
});
