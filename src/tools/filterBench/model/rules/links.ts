/**
 * Links (src/data/filters/entries.ts links): a link on the Blocklist is punished with twice the
 * Timeout duration; one on the Allowlist passes; any other is caught unless a moderator's !permit
 * covers the chatter (Twitch and Kick, src/data/commands/entries/permit.ts). Lists use * wildcards,
 * matched ignoring case. How a link is recognised is the bench's (approximations.linkShapes).
 */
import permit from '@site/src/data/commands/entries/permit';
import {platformLabels} from '@site/src/data/platforms';
import {userLevelRank, type UserLevelId} from '@site/src/data/userLevels';
import {approximations} from '../approximations';
import type {ChatLine} from '../types';
import {words} from '../text';
import {globMatches} from './wildcard';
import type {Rule} from './shared';

const schemeOrWww = /^(?:https?:\/\/|www\.)\S+$/iu;
const bareDomain = /^(?:[\p{L}\p{N}-]+\.)+\p{L}{2,24}(?:[/:?#]\S*)?$/iu;
/** Punctuation that ends a sentence or closes a bracket after a link. */
const TRAILING = new Set('.,!?;:)]}\'"»”’');
const leading = /^[(<[{'"«“‘]+/u;

/**
 * A word without its trailing punctuation. A loop from the end, not a regular expression: an
 * expression ending in `+$` retries from every character of a long run that is not at the end,
 * which took seconds on one long word.
 */
function withoutTrailing(word: string): string {
  let end = word.length;
  while (end > 0 && TRAILING.has(word[end - 1]!)) end -= 1;
  return word.slice(0, end);
}

/** The links in a message, as typed (edge punctuation taken off). */
export function findLinks(message: string): string[] {
  const found: string[] = [];
  for (const word of words(message)) {
    const candidate = withoutTrailing(word.replace(leading, ''));
    if (schemeOrWww.test(candidate) || bareDomain.test(candidate)) found.push(candidate);
  }
  return found;
}

/** A link without its scheme, lower case: "clips.twitch.tv/abc". */
const comparable = (link: string) => link.replace(/^https?:\/\//iu, '').toLowerCase();

/** Whether a list entry covers a link: an entry without a path is matched against the link's host, one with a path against host and path. */
export function listMatches(entry: string, link: string): boolean {
  const pattern = comparable(entry.trim());
  if (pattern === '') return false;
  const target = comparable(link);
  return globMatches(pattern, pattern.includes('/') ? target : target.split(/[/:?#]/u)[0]!);
}

export const permitPlatforms = permit.platforms ?? [];

/** Whether the sender may give a !permit: the command's user level or above. */
const canPermit = (line: ChatLine) => line.level !== 'staff' && userLevelRank(line.level) >= userLevelRank(permit.userLevel as UserLevelId);

/** A moderator's "!permit name [seconds]" line: who and for how long; null for anything else. */
export function permitGiven(line: ChatLine, defaultSeconds: number): {name: string; seconds: number} | null {
  const match = /^!permit\s+@?(\S+)(?:\s+(\d+))?/iu.exec(line.message.trim());
  if (!match) return null;
  return {name: match[1]!, seconds: match[2] ? Number(match[2]) : defaultSeconds};
}

export const linksRule: Rule = {
  id: 'links',
  check(line, settings, state) {
    const s = settings.filters.links;
    const used = [approximations.linkShapes];
    const links = findLinks(line.message);
    if (links.length === 0) return {outcome: 'passes', detail: 'No links found.', approximations: used};
    const blocked = links.find((link) => s.blocklist.some((entry) => listMatches(entry, link)));
    if (blocked) {
      return {
        outcome: 'caught',
        detail: `${blocked} is on the Blocklist.`,
        override: {kind: s.penalty, seconds: s.timeoutSeconds * 2, why: 'A blocklisted link gets twice the Timeout duration.'},
        approximations: used,
      };
    }
    const notAllowed = links.filter((link) => !s.allowlist.some((entry) => listMatches(entry, link)));
    if (notAllowed.length === 0) return {outcome: 'passes', detail: `${links.join(', ')}: on the Allowlist.`, approximations: used};
    const until = state.permits.get(line.name.toLowerCase());
    if (until !== undefined && line.at <= until) {
      return {outcome: 'passes', detail: `${notAllowed.join(', ')} is not on the Allowlist, but a !permit lets ${line.name} post links for ${Math.max(0, Math.round(until - line.at))} s more.`, approximations: [...used, approximations.permitDuration]};
    }
    return {outcome: 'caught', detail: `${notAllowed.join(', ')} is not on the Allowlist${s.allowlist.length === 0 ? ' (the Allowlist is empty)' : ''}.`, approximations: used};
  },
  remember(line, settings, state) {
    if (!canPermit(line)) return;
    if (!permitPlatforms.includes(line.platform)) return;
    const given = permitGiven(line, settings.filters.links.permitSeconds);
    if (given) state.permits.set(given.name.toLowerCase(), line.at + given.seconds);
  },
};

/** What a !permit line does on its platform, in words (shown under the line). */
export function permitNote(line: ChatLine, defaultSeconds: number): string | null {
  const given = permitGiven(line, defaultSeconds);
  if (!given) return null;
  if (!permitPlatforms.includes(line.platform)) return `!permit does not work on ${platformLabels[line.platform]}.`;
  if (!canPermit(line)) return `Only a moderator can give a !permit; ${line.name} is not one here.`;
  return `${given.name} may post links for ${given.seconds} s.`;
}
