/** What a visitor may type that a bench built on plain objects and regular expressions could trip over. */
import {describe, expect, it} from 'vitest';
import {checkBenchDraft, MAX_LIST, MAX_TEXT} from '@site/src/tools/filterBench/model/draft';
import {parseLog, type Sender} from '@site/src/tools/filterBench/model/chatLog';
import {findLinks} from '@site/src/tools/filterBench/model/rules/links';
import {line, run, settingsWith} from './support';
import {listCut} from '@site/src/tools/filterBench/ui/fields';

const fallback: Sender = {level: 'everyone', platform: 'twitch'};

describe('odd input to the filter bench', () => {
  it('reads a chatter named like a member of every object as an ordinary chatter', () => {
    const names = ['constructor', 'toString', 'hasOwnProperty', '__proto__'];
    const {lines} = parseLog(names.map((name) => `${name}: hello there`).join('\n'), {senders: {}, fallback, spacingSeconds: 5});
    expect(lines.map((l) => [l.name, l.level, l.platform])).toEqual(names.map((name) => [name, fallback.level, fallback.platform]));
    const moderator: Sender = {level: 'moderator', platform: 'kick'};
    // As a shared link or storage gives it: parsed JSON, where __proto__ is an own key.
    const draft = checkBenchDraft(JSON.parse(`{"senders": {"__proto__": ${JSON.stringify(moderator)}, "constructor": ${JSON.stringify(moderator)}}}`));
    expect(draft.ok && Object.getPrototypeOf(draft.value.senders)).toBe(Object.prototype);
    expect(draft.ok && Object.keys(draft.value.senders).sort()).toEqual(['__proto__', 'constructor']);
    expect(run(lines, settingsWith()).length).toBe(names.length);
  });

  it('compares one-man spam with nothing when the minimum is 0 or 1, and never says NaN', () => {
    for (const minimum of [0, 1]) {
      const settings = settingsWith((s) => void (s.filters['one-man-spam'].minMessages = minimum));
      const [first] = run([line('the same words again and again')], settings);
      const verdict = first!.verdicts.find((v) => v.filter === 'one-man-spam')!;
      expect(verdict.outcome, String(minimum)).toBe('passes');
      expect(verdict.detail).not.toContain('NaN');
    }
  });

  it('takes trailing punctuation off a link, however long the run, and only at the end', () => {
    expect(findLinks('see example.com!!! now')).toEqual(['example.com']);
    expect(findLinks(`clips.twitch.tv/abc${'!'.repeat(5000)}`)).toEqual(['clips.twitch.tv/abc']);
    expect(findLinks(`${'!'.repeat(5000)}a`)).toEqual([]);
  });
});

describe('list fields of the bench', () => {
  it('say what they left out of a long paste instead of dropping it silently', () => {
    const entries = Array.from({length: MAX_LIST + 100}, (_, i) => `phrase ${i}`);
    expect(listCut(entries.join('\n'), entries)).toBe(`The bench left out 100 entries past the first ${MAX_LIST}.`);
    expect(listCut('x'.repeat(MAX_TEXT + 1), ['x'.repeat(MAX_TEXT + 1)])).toBe(`The bench left out the end of one entry longer than ${MAX_TEXT} characters.`);
    expect(listCut('a\nb', ['a', 'b'])).toBeNull();
  });
});
