/** Links, banned words, one-man spam and the language filter, by the rules their data states. */
import {describe, expect, it} from 'vitest';
import {compilePhrase} from '@site/src/tools/filterBench/model/rules/bannedWords';
import {findLinks, listMatches, permitPlatforms} from '@site/src/tools/filterBench/model/rules/links';
import {similarity} from '@site/src/tools/filterBench/model/rules/oneManSpam';
import {platformIds} from '@site/src/data/platforms';
import {line, outcomeOf, run, settingsWith, verdictOf} from './support';

describe('links', () => {
  const s = settingsWith((x) => {
    x.filters.links.allowlist = ['*.lanternfish.tv', 'clips.lanternfish.tv/*'];
    x.filters.links.blocklist = ['*.bad-deals.example'];
  });
  it('finds links with and without a scheme, and not ordinary words', () => {
    expect(findLinks('see https://a.example/x, www.b.example and c.example.')).toEqual(['https://a.example/x', 'www.b.example', 'c.example']);
    expect(findLinks('well... ok then 3.5 stars')).toEqual([]);
  });
  it('matches list entries with * wildcards ignoring case, host-only entries against the host', () => {
    expect(listMatches('*.lanternfish.tv', 'HTTPS://Www.LanternFish.TV/Path')).toBe(true);
    expect(listMatches('*.lanternfish.tv', 'lanternfish.tv.evil.example')).toBe(false);
    expect(listMatches('clips.lanternfish.tv/*', 'clips.lanternfish.tv/FunnyMoment')).toBe(true);
  });
  it('passes allowlisted links, catches others, and doubles the timeout for a blocklisted one', () => {
    expect(outcomeOf('look www.lanternfish.tv', 'links', s)).toBe('passes');
    expect(outcomeOf('look unknown-site.example', 'links', s)).toBe('caught');
    const [blocked] = run([line('cheap at deals.bad-deals.example')], s);
    expect(blocked!.applied?.penalty?.seconds).toBe(s.filters.links.timeoutSeconds * 2);
  });
  it('a timeout of 0 only deletes the message', () => {
    const zero = settingsWith((x) => (x.filters.links.timeoutSeconds = 0));
    const [result] = run([line('go to unknown-site.example')], zero);
    expect(result!.applied?.penalty?.kind).toBe('delete');
  });
  it('a moderator’s !permit lets the chatter post links for the Permit duration, on the platforms !permit works on', () => {
    const seconds = s.filters.links.permitSeconds;
    for (const platform of platformIds) {
      const results = run(
        [
          line('!permit OtterOats', {name: 'ModMaple', level: 'moderator', platform, at: 0}),
          line('my clip unknown-site.example', {platform, at: seconds}),
          line('again unknown-site.example', {platform, at: seconds + 1}),
        ],
        s,
      );
      const links = results.map((r) => r.verdicts.find((v) => v.filter === 'links')!.outcome);
      expect(links.slice(1)).toEqual(permitPlatforms.includes(platform) ? ['passes', 'caught'] : ['caught', 'caught']);
    }
  });
  it('a !permit from a viewer gives no pass', () => {
    const results = run([line('!permit OtterOats 100', {name: 'Nobody', at: 0}), line('unknown-site.example', {at: 1})], s);
    expect(results[1]!.verdicts.find((v) => v.filter === 'links')!.outcome).toBe('caught');
  });
});

describe('banned words', () => {
  const base = settingsWith();
  it('plain entries match whole words in any case, * as any run of non-space characters', () => {
    const heck = compilePhrase({text: 'heck', regex: false});
    const spoil = compilePhrase({text: 'spoil*', regex: false});
    if (!heck.ok || !spoil.ok) throw new Error('compiles');
    expect(heck.test('oh HECK no')).toBe(true);
    expect(heck.test('heckle')).toBe(false);
    expect(spoil.test('Spoilers ahead')).toBe(true);
    expect(spoil.test('unspoiled')).toBe(false);
  });
  it('regular expressions ignore case unless inline flags lead, and RE2’s missing features are refused', () => {
    const plain = compilePhrase({text: 'gr[ae]y', regex: true});
    const flagged = compilePhrase({text: '(?s)gr[ae]y', regex: true});
    const flaggedI = compilePhrase({text: '(?is)gr[ae]y', regex: true});
    if (!plain.ok || !flagged.ok || !flaggedI.ok) throw new Error('compiles');
    expect(plain.test('GREY')).toBe(true);
    expect(flagged.test('GREY')).toBe(false);
    expect(flaggedI.test('GREY')).toBe(true);
    expect(compilePhrase({text: '(a)\\1', regex: true}).ok).toBe(false);
    expect(compilePhrase({text: 'a(?=b)', regex: true}).ok).toBe(false);
    expect(compilePhrase({text: '/slashes/', regex: true}).ok).toBe(true);
  });
  it('a group gives its own penalty; of several groups matched, the harshest wins', () => {
    const s = settingsWith((x) => {
      x.filters.bannedwords.groups = [
        {name: 'Mild', enabled: true, penalty: {kind: 'timeout', seconds: 30}, scan: 'message', excludeLevel: 'none', reason: 'mild words', phrases: [{text: 'drat', regex: false}]},
        {name: 'Long', enabled: true, penalty: {kind: 'timeout', seconds: 300}, scan: 'message', excludeLevel: 'none', reason: 'longer', phrases: [{text: 'blast', regex: false}]},
        {name: 'Worst', enabled: true, penalty: {kind: 'ban'}, scan: 'username', excludeLevel: 'none', reason: 'bad name', phrases: [{text: 'scam', regex: false}]},
      ];
    });
    const [one] = run([line('drat')], s);
    expect(one!.applied?.penalty).toMatchObject({kind: 'timeout', seconds: 30});
    expect(one!.applied?.penalty?.reason).toContain('mild words');
    const [two] = run([line('drat and blast')], s);
    expect(two!.applied?.penalty).toMatchObject({kind: 'timeout', seconds: 300});
    const [three] = run([line('drat', {name: 'SCAM'})], s);
    expect(three!.applied?.penalty?.kind).toBe('ban');
    expect(outcomeOf('scam', 'bannedwords', s)).toBe('passes');
  });
  it('a group skips chatters at or above its Exclude user group', () => {
    const group = base.filters.bannedwords.groups[0]!;
    const word = 'spoilers';
    expect(group.excludeLevel).not.toBe('none');
    expect(outcomeOf(word, 'bannedwords', base, {level: group.excludeLevel as never})).toBe('passes');
    expect(outcomeOf(word, 'bannedwords', base, {level: 'everyone'})).toBe('caught');
  });
});

describe('one-man spam', () => {
  const s = settingsWith();
  const o = s.filters['one-man-spam'];
  const text = 'x'.repeat(o.minCharacters);
  const send = (n: number, gap: number, message = text) => run(Array.from({length: n}, (_, i) => line(message, {at: i * gap})), s);
  const last = (results: ReturnType<typeof run>) => results[results.length - 1]!.verdicts.find((v) => v.filter === 'one-man-spam')!;
  it('a single message never trips it; it acts at Minimum messages inside the Lookback, not one before', () => {
    expect(last(send(1, 1)).outcome).toBe('passes');
    expect(last(send(o.minMessages - 1, 1)).outcome).toBe('passes');
    expect(last(send(o.minMessages, 1)).outcome).toBe('caught');
  });
  it('messages older than the Lookback do not count', () => {
    expect(last(send(o.minMessages, o.lookbackSeconds / (o.minMessages - 1))).outcome).toBe('caught');
    expect(last(send(o.minMessages, o.lookbackSeconds + 1)).outcome).toBe('passes');
  });
  it('messages under Minimum characters do not count', () => {
    expect(last(send(o.minMessages, 1, 'x'.repeat(o.minCharacters - 1))).outcome).toBe('not-checked');
  });
  it('is caught at the threshold, not just under it', () => {
    const pairs: [string, string][] = [['abcdefgh', 'abcdefgh'], ['pancakes', 'pancakes!'], ['moonlight', 'monsoon']];
    for (const [a, b] of pairs) {
      const score = similarity(a, b);
      const at = settingsWith((x) => (x.filters['one-man-spam'] = {...x.filters['one-man-spam'], threshold: score, minMessages: 2, minCharacters: 1}));
      const above = settingsWith((x) => (x.filters['one-man-spam'] = {...x.filters['one-man-spam'], threshold: Math.min(1, score + 0.01), minMessages: 2, minCharacters: 1}));
      const pair = [line(a, {at: 0}), line(b, {at: 1})];
      expect(run(pair, at)[1]!.verdicts.find((v) => v.filter === 'one-man-spam')!.outcome).toBe('caught');
      if (score < 1) expect(run(pair, above)[1]!.verdicts.find((v) => v.filter === 'one-man-spam')!.outcome).toBe('passes');
    }
  });
  it('compares each chatter only with themselves', () => {
    const results = run(Array.from({length: o.minMessages}, (_, i) => line(text, {name: `chatter${i}`, at: i})), s);
    expect(last(results).outcome).toBe('passes');
  });
  it('says it approximates the similarity', () => {
    expect(last(send(o.minMessages, 1)).approximations.map((a) => a.id)).toContain('similarity');
  });
});

describe('language', () => {
  it('is off with no allowed languages, and gives no verdict of its own otherwise', () => {
    const s = settingsWith();
    expect(s.filters.language.allowed).toEqual([]);
    expect(verdictOf('bonjour tout le monde', 'language', s).outcome).toBe('off');
    const on = settingsWith((x) => (x.filters.language.allowed = ['en']));
    const verdict = verdictOf('bonjour tout le monde', 'language', on);
    expect(verdict.outcome).toBe('not-modelled');
    expect(verdict.approximations.map((a) => a.id)).toContain('no-detector');
  });
});
