/**
 * Banned words (updates-2026c corrections /chatbot/filters/bannedwords, src/data/filters/entries.ts):
 * each group scans the message, the username or both, skips chatters at or above its Exclude user
 * group, and gives its own penalty; when several groups match, the harshest wins. Plain entries
 * match whole words ignoring case, * standing for any run of non-space characters; regular
 * expressions are RE2, case-insensitive unless inline flags lead the pattern, written without slashes.
 */
import {userLevel, userLevelRank} from '@site/src/data/userLevels';
import {approximations} from '../approximations';
import type {BannedGroup, BannedPhrase, ChatLine, GroupPenalty, PenaltyKind} from '../types';
import {harsher} from '../severity';
import {hasNestedRepetition} from './nestedRepetition';
import {plainWildcardTest, WORD_CHAR} from './plainWildcards';
import {escapeForExpression} from './wildcard';
import type {Check, Rule} from './shared';

export type Compiled = {ok: true; test: (text: string) => boolean} | {ok: false; problem: string};

const unsupported: [RegExp, string][] = [
  [/\\[1-9]|\\k</u, 'RE2 has no backreferences'],
  [/\(\?<?[=!]/u, 'RE2 has no lookahead or lookbehind'],
  [/\[\[:[a-z]+:\]\]/u, 'the bench does not understand POSIX classes such as [[:alpha:]]'],
];

/** An expression's test, from its start each time. */
const tester = (regex: RegExp) => (text: string) => {
  regex.lastIndex = 0;
  return regex.test(text);
};

/** A phrase as the bench runs it; the reason when it cannot. */
export function compilePhrase(phrase: BannedPhrase): Compiled {
  if (!phrase.regex) {
    if (phrase.text.trim() === '') return {ok: false, problem: 'the entry is empty'};
    // A phrase with a star is walked; without one it is a literal, which the engine tries once per place in the text.
    const walk = plainWildcardTest(phrase.text);
    if (walk) return {ok: true, test: walk};
    return {ok: true, test: tester(new RegExp(`(?<!${WORD_CHAR})${escapeForExpression(phrase.text.trim())}(?!${WORD_CHAR})`, 'iu'))};
  }
  for (const [shape, problem] of unsupported) if (shape.test(phrase.text)) return {ok: false, problem};
  let source = phrase.text;
  let flags = 'i';
  const leadingFlags = /^\(\?([a-zA-Z]+)\)/u.exec(source);
  if (leadingFlags) {
    const given = leadingFlags[1]!;
    if (/[^imsU]/u.test(given)) return {ok: false, problem: `RE2 has no inline flag “${given.replace(/[imsU]/gu, '')}”`};
    if (given.includes('U')) return {ok: false, problem: 'the bench cannot run RE2’s U (ungreedy) flag'};
    flags = given.replace(/U/gu, '');
    source = source.slice(leadingFlags[0].length);
  }
  source = source.replace(/\(\?P</gu, '(?<').replace(/\\A/gu, '^').replace(/\\z/gu, '$');
  // RE2 forms the browser spells otherwise: \Q…\E (literal text), \pL (a one-letter class), \x{41}.
  source = source
    .replace(/\\Q([\s\S]*?)(?:\\E|$)/gu, (_all, literal: string) => escapeForExpression(literal))
    .replace(/\\([pP])([A-Za-z])/gu, '\\$1{$2}')
    .replace(/\\x\{([0-9A-Fa-f]{1,6})\}/gu, '\\u{$1}');
  if (hasNestedRepetition(source)) {
    return {ok: false, problem: 'the bench cannot run a repeated group that repeats inside, such as (a+)+ (the browser’s engine can take minutes on a line that almost matches it, RE2 no time); write a+ or (a+) instead'};
  }
  for (const withUnicode of [true, false]) {
    try {
      return {ok: true, test: tester(new RegExp(source, `${flags}${withUnicode ? 'u' : ''}`))};
    } catch (error) {
      if (!withUnicode) return {ok: false, problem: `the pattern does not compile (${(error as Error).message})`};
    }
  }
  return {ok: false, problem: 'the pattern does not compile'};
}

const cache = new WeakMap<BannedPhrase, Compiled>();
const compiled = (phrase: BannedPhrase): Compiled => {
  let found = cache.get(phrase);
  if (!found) {
    found = compilePhrase(phrase);
    cache.set(phrase, found);
  }
  return found;
};

export function groupPenaltyKind(penalty: GroupPenalty): {kind: PenaltyKind; seconds?: number} {
  if (penalty.kind === 'timeout') return penalty.seconds === 0 ? {kind: 'delete'} : {kind: 'timeout', seconds: penalty.seconds};
  return {kind: penalty.kind};
}

export const groupPenaltyText = (penalty: GroupPenalty): string =>
  penalty.kind === 'ban' ? 'a permanent ban' : penalty.kind === 'warn-and-delete' ? 'warn and delete' : penalty.seconds === 0 ? 'delete only' : `a ${penalty.seconds} s timeout`;

interface GroupHit {
  group: BannedGroup;
  phrase: BannedPhrase;
  where: 'message' | 'username';
}

function groupSkips(group: BannedGroup, line: ChatLine): boolean {
  return group.excludeLevel !== 'none' && line.level !== 'staff' && userLevelRank(line.level) >= userLevelRank(group.excludeLevel);
}

function findHit(group: BannedGroup, line: ChatLine): GroupHit | null {
  const targets: ['message' | 'username', string][] = [];
  if (group.scan !== 'username') targets.push(['message', line.message]);
  if (group.scan !== 'message') targets.push(['username', line.name]);
  for (const phrase of group.phrases) {
    const c = compiled(phrase);
    if (!c.ok) continue;
    for (const [where, text] of targets) {
      if (c.test(text)) return {group, phrase, where};
    }
  }
  return null;
}

export const bannedWordsRule: Rule = {
  id: 'bannedwords',
  check(line, settings): Check {
    const groups = settings.filters.bannedwords.groups.filter((g) => g.enabled);
    const used = [approximations.plainWords, ...(groups.some((g) => g.phrases.some((p) => p.regex)) ? [approximations.re2AsJs] : [])];
    if (groups.length === 0) return {outcome: 'passes', detail: 'No group is switched on.', approximations: used};
    const skipped = groups.filter((g) => groupSkips(g, line));
    const hits = groups.filter((g) => !groupSkips(g, line)).flatMap((g) => findHit(g, line) ?? []);
    const skippedText = skipped.length ? ` ${skipped.map((g) => `${g.name} skips ${userLevel(g.excludeLevel as never).label} and above`).join('; ')}.` : '';
    if (hits.length === 0) {
      return {outcome: 'passes', detail: `No banned phrase in ${groups.length - skipped.length} of ${groups.length} groups checked.${skippedText}`, approximations: used};
    }
    const harshest = hits.reduce((a, b) => (harsher(groupPenaltyKind(b.group.penalty), groupPenaltyKind(a.group.penalty)) ? b : a));
    const penalty = groupPenaltyKind(harshest.group.penalty);
    const listed = hits.map((h) => `${h.group.name} matches “${h.phrase.text}” in the ${h.where} (${groupPenaltyText(h.group.penalty)})`).join('; ');
    return {
      outcome: 'caught',
      detail: `${listed}.${skippedText}`,
      override: {
        ...penalty,
        reason: harshest.group.reason,
        why: hits.length > 1 ? `Several groups match: the harshest, ${harshest.group.name}, decides.` : `${harshest.group.name}’s Timeout length decides the penalty.`,
      },
      approximations: used,
    };
  },
};
