/** Exemptions, platforms, which penalty wins, announcements, probation, and reading a pasted log. */
import {describe, expect, it} from 'vitest';
import {filtersOverview, probationTimeout} from '@site/src/data/filters';
import {userLevelIds, userLevelRank} from '@site/src/data/userLevels';
import {platformIds} from '@site/src/data/platforms';
import {parseLog, senderNames, MAX_LINES} from '@site/src/tools/filterBench/model/chatLog';
import {checkBenchDraft, startingDraft} from '@site/src/tools/filterBench/model/draft';
import {decodeBench, encodeBench, MAX_SHARE_LENGTH, shareLink, shareLinkProblem, sharedValue} from '@site/src/tools/filterBench/model/share';
import {groupLevels} from '@site/src/tools/filterBench/model/exemption';
import {line, outcomeOf, run, settingsWith} from './support';

const shout = (s: ReturnType<typeof settingsWith>) => 'A'.repeat(Math.max(s.filters.caps.maxAmount + 1, s.filters.caps.minCharacters));

describe('exemptions', () => {
  it('the channel owner and platform staff are never checked, whatever is excluded', () => {
    const s = settingsWith();
    for (const level of ['broadcaster', 'staff'] as const) expect(outcomeOf(shout(s), 'caps', s, {level})).toBe('exempt');
  });
  it('an excluded group leaves that level and every level above alone, and checks the levels below', () => {
    for (const [group, level] of Object.entries(groupLevels)) {
      const s = settingsWith((x) => (x.filters.caps.excluded = [group as keyof typeof groupLevels]));
      for (const id of userLevelIds.filter((l) => l !== 'broadcaster')) {
        expect(outcomeOf(shout(s), 'caps', s, {level: id})).toBe(userLevelRank(id) >= userLevelRank(level) ? 'exempt' : 'caught');
      }
    }
  });
  it('with no one excluded, moderators are checked and the verdict says why others are not', () => {
    const s = settingsWith();
    expect(outcomeOf(shout(s), 'caps', s, {level: 'moderator'})).toBe('caught');
    const excluded = settingsWith((x) => (x.filters.caps.excluded = ['regulars']));
    const [result] = run([line(shout(excluded), {level: 'moderator'})], excluded);
    expect(result!.verdicts.find((v) => v.filter === 'caps')!.detail).toBe(
      'Moderators are not checked: the filter excludes Regulars and, as the bench reads it, every level above.',
    );
  });
  it('a filter that is off gives no verdict', () => {
    const s = settingsWith((x) => (x.filters.caps.enabled = false));
    expect(outcomeOf(shout(s), 'caps', s)).toBe('off');
  });
});

describe('penalties', () => {
  it('the harshest penalty wins across filters, in the documented order; of two timeouts the longer', () => {
    const s = settingsWith((x) => {
      x.filters.caps.penalty = 'delete';
      x.filters.paragraph.maxAmount = x.filters.caps.minCharacters;
      x.filters.paragraph.penalty = 'timeout';
      x.filters.paragraph.timeoutSeconds = 30;
      x.filters.repetition.timeoutSeconds = 90;
      x.filters.repetition.maxRepetitions = 1;
    });
    const [mixed] = run([line(`${shout(s)} ${shout(s)}`)], s);
    expect(mixed!.applied?.filter).toBe('repetition');
    const ban = settingsWith((x) => (x.filters.caps.penalty = 'ban'));
    const [banned] = run([line(`${shout(ban)} ${'!'.repeat(ban.filters.symbol.maxAmount + 1)}`)], ban);
    expect(banned!.applied?.penalty?.kind).toBe(filtersOverview.severityOrder[0]);
  });
  it('warn and delete is Twitch only: elsewhere the verdict says what is not documented', () => {
    const s = settingsWith((x) => (x.filters.caps.penalty = 'warn-and-delete'));
    for (const platform of platformIds) {
      const [result] = run([line(shout(s), {platform})], s);
      expect(Boolean(result!.applied?.penalty?.platformNote)).toBe(platform !== 'twitch');
    }
  });
  it('the moderation reason is the Custom message with the automated note; chat sees it only while Announcement is on and outside the cooldown', () => {
    const s = settingsWith();
    const cooldown = s.filters.caps.announceCooldownSeconds;
    const results = run([line(shout(s), {at: 0}), line(shout(s), {at: cooldown - 1}), line(shout(s), {at: cooldown})], s);
    expect(results[0]!.applied?.penalty?.reason.startsWith(s.filters.caps.message)).toBe(true);
    expect(results.map((r) => r.applied?.penalty?.chat ?? null)).toEqual([s.filters.caps.message, null, s.filters.caps.message]);
    const quiet = settingsWith((x) => (x.filters.caps.announce = false));
    expect(run([line(shout(quiet))], quiet)[0]!.applied?.penalty?.chat).toBeNull();
  });
  it('probation multiplies timeouts by the multiplier and the violations against the same filter inside the window', () => {
    const s = settingsWith((x) => (x.probation = {enabled: true, multiplier: 3, windowSeconds: 100}));
    const base = s.filters.caps.timeoutSeconds;
    const results = run([line(shout(s), {at: 0}), line(shout(s), {at: 10}), line(shout(s), {at: s.probation.windowSeconds + 1})], s);
    expect(results.map((r) => r.applied?.penalty?.seconds)).toEqual([probationTimeout(base, 3, 1), probationTimeout(base, 3, 2), probationTimeout(base, 3, 2)]);
  });
});

describe('pasted logs', () => {
  const options = {senders: {ModMaple: {level: 'moderator' as const, platform: 'kick' as const}}, fallback: {level: 'everyone' as const, platform: 'twitch' as const}, spacingSeconds: 4};
  it('reads times, senders and plain lines, with each sender’s level and platform', () => {
    const log = '[21:00:00] ModMaple: hello all\n21:00:10 OtterOats: hi https://x.example\njust text\n\n@OtterOats: again';
    const {lines} = parseLog(log, options);
    expect(lines.map((l) => [l.lineNumber, l.name, l.message, l.level, l.platform, l.at])).toEqual([
      [1, 'ModMaple', 'hello all', 'moderator', 'kick', 0],
      [2, 'OtterOats', 'hi https://x.example', 'everyone', 'twitch', 10],
      [3, 'chatter', 'just text', 'everyone', 'twitch', 14],
      [5, 'OtterOats', 'again', 'everyone', 'twitch', 18],
    ]);
    expect(senderNames(log)).toEqual(['ModMaple', 'OtterOats']);
    expect(parseLog('[23:59:50] a: one\n[00:00:05] a: two', options).lines[1]!.at).toBe(15);
    expect(parseLog('https://x.example', options).lines[0]!.name).toBe('chatter');
  });
  it(`checks at most ${MAX_LINES} lines and counts the rest`, () => {
    const parsed = parseLog(Array.from({length: MAX_LINES + 5}, (_, i) => `line ${i}`).join('\n'), options);
    expect(parsed.lines).toHaveLength(MAX_LINES);
    expect(parsed.leftOut).toBe(5);
  });
});

describe('drafts and share links', () => {
  it('a draft read back is repaired field by field, and says what was repaired', () => {
    const checked = checkBenchDraft({settings: {filters: {caps: {maxAmount: 'lots', penalty: 'explode'}}}, log: 42});
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value.settings.filters.caps.maxAmount).toBe(startingDraft().settings.filters.caps.maxAmount);
    for (const part of ['caps: maxAmount', 'caps: Penalty', 'the pasted lines']) expect(checked.repairs.join('; ')).toContain(part);
    expect(checkBenchDraft('nope').ok).toBe(false);
  });
  it('the share link round-trips settings and lines, and holds no token field', async () => {
    const draft = startingDraft('OtterOats: HELLO THERE EVERYONE');
    draft.settings.filters.caps.maxAmount = 3;
    draft.senders.OtterOats = {level: 'vip', platform: 'twitch'};
    const encoded = await encodeBench(draft);
    expect(sharedValue(`#bench=${encoded}`)).toBe(encoded);
    const decoded = await decodeBench(encoded);
    expect(decoded).toMatchObject({ok: true, value: draft, repairs: []});
    expect(Object.keys(draft)).not.toContain('token');
    expect((await decodeBench('not-a-link!')).ok).toBe(false);
    expect((await decodeBench(encoded.slice(0, -8))).ok).toBe(false);
  });
  it('a link longer than the bench opens is refused before it is offered, with the reason; one it opens is not', async () => {
    // Varied lines (each its own words) pack poorly, as a real chat log does.
    const words = (n: number) => Array.from({length: 12}, (_, k) => ((n * 7919 + k * 104729) % 1_000_003).toString(36)).join(' ');
    const log = Array.from({length: MAX_LINES}, (_, n) => `Viewer${n % 50}: ${words(n)}`).join('\n');
    const long = await shareLink(startingDraft(log), 'https://docs.example/chatbot/filters');
    expect(long.length).toBeGreaterThan(MAX_SHARE_LENGTH);
    expect(shareLinkProblem(long)).toContain(`too long for a link`);
    expect(shareLinkProblem(long)).toContain(`up to ${MAX_SHARE_LENGTH.toLocaleString('en')}`);
    expect((await decodeBench(sharedValue(new URL(long).hash) ?? '')).ok).toBe(false);
    const short = await shareLink(startingDraft('OtterOats: hello'), 'https://docs.example/chatbot/filters');
    expect(shareLinkProblem(short)).toBeNull();
    expect((await decodeBench(sharedValue(new URL(short).hash) ?? '')).ok).toBe(true);
  });
});

describe('long logs in slices', () => {
  it('gives the same verdicts as one pass, and nothing once a newer change aborts it', async () => {
    const {evaluateInSlices, evaluateLines} = await import('@site/src/tools/filterBench/model/evaluate');
    const s = settingsWith();
    const many = Array.from({length: 250}, (_, i) => line(i % 3 ? `calm line ${i}` : shout(s), {name: `chatter${i % 7}`, at: i}));
    // Slices of 0 ms: a turn of the event loop after every line.
    const sliced = await evaluateInSlices(many, s, new AbortController().signal, 0);
    expect(sliced?.results.map((r) => r.applied?.filter ?? null)).toEqual(evaluateLines(many, s).results.map((r) => r.applied?.filter ?? null));
    const controller = new AbortController();
    const pending = evaluateInSlices(many, s, controller.signal, 0);
    controller.abort();
    expect(await pending).toBeNull();
  });
});
