/**
 * What the product does not document, and how the bench does it instead. Each entry names the fact
 * it rests on (a facts sheet entry or a filter's data), and the bench shows it beside every verdict
 * that depends on it, so an approximation is never read as the product's own verdict.
 */
import type {Approximation} from './types';

const a = (id: string, text: string, fact: string): Approximation => ({id, text, fact});

export const approximations = {
  characters: a(
    'characters',
    'Lengths are counted in Unicode code points, so an emoji is one character. How the bot counts a message’s length is not documented.',
    'src/data/filters: the limits are “characters”; no counting method is published.',
  ),
  excludedAsLevels: a(
    'excluded-as-levels',
    'An excluded group is read as that user level and every level above it, so excluding subscribers also leaves regulars, VIPs and moderators alone; with no one excluded, moderators are checked too. The dashboard names groups without saying how they stack.',
    'src/data/filters/overview.ts excludableGroups (regulars, subscribers, VIPs, no one); the banned-words group rule “at the level you pick, or above it”.',
  ),
  capsShare: a(
    'caps-share',
    'The share of capitals is taken of the whole message, spaces included, as the symbol filter’s share is; the caps filter’s own base is not documented. Capital letters of any alphabet count.',
    'src/data/filters/entries.ts caps: “counted both as a number and as a share of the message”.',
  ),
  symbolGraphemes: a(
    'symbol-graphemes',
    'An emoji built from several joined code points (a family, a flag) counts as one symbol.',
    'src/data/filters/entries.ts symbol.whatCounts: Unicode emoji count as symbols.',
  ),
  emoteWords: a(
    'emote-words',
    'Pasted text carries no emotes, so the bench counts the words you list under Emote names (exact spelling, case included) as emotes.',
    'src/data/filters/entries.ts emotes and symbol: platform emotes such as Kappa are words the platform marks.',
  ),
  linkShapes: a(
    'link-shapes',
    'A link is any word that starts with http://, https:// or www., or that looks like name.tld (letters after the last dot) with an optional path. How the bot recognises links is not documented.',
    'src/data/filters/entries.ts links: allowlist and blocklist entries are links with * wildcards, matched ignoring case.',
  ),
  permitDuration: a(
    'permit-duration',
    'A !permit without a length lasts the Permit duration you set here, and it lets links through only. The command’s page says 60 seconds for links, the filters overview a 30-second pass that skips every filter.',
    'src/data/commands/entries/permit.ts notes (not confirmed) and src/data/filters/entries.ts links.Permit duration.',
  ),
  plainWords: a(
    'plain-words',
    'A whole word is bounded by the start or end of the text or by any character that is not a letter, a digit or an underscore.',
    'src/data/filters/entries.ts bannedWords.matching: plain text matches whole words only.',
  ),
  re2AsJs: a(
    're2-as-js',
    'Regular expressions run in the browser’s engine, not RE2. Patterns RE2 refuses (backreferences, lookaround) are refused here too, with the reason; RE2’s \\pL, \\x{41} and \\Q…\\E are read as RE2 reads them; the few other RE2-only forms (such as [[:alpha:]] or the U flag) are reported as not understood, and so is a repeated group that repeats inside, such as (a+)+, which RE2 runs at once and the browser’s engine can take minutes on.',
    'src/data/filters/entries.ts bannedWords.matching: Go’s RE2 syntax, case ignored unless inline flags lead the pattern.',
  ),
  combiningMarks: a(
    'combining-marks',
    'Combining characters are Unicode’s non-spacing and enclosing marks, counted as typed: an accented letter typed as one character has none. Whether the bot normalises text first is not documented.',
    'updates-2026c.yaml corrections /chatbot/filters newer_filters.zalgo: counted over the whole message.',
  ),
  repeatedWords: a(
    'repeated-words',
    'Words are split at spaces, compared ignoring case, with punctuation at their edges taken off. The product does not say how it splits or compares words.',
    'updates-2026c.yaml corrections /chatbot/filters newer_filters.repetition.',
  ),
  similarity: a(
    'similarity',
    'The product does not publish how it scores similarity. The bench scores each pair of the chatter’s counted messages by the letter pairs they share (the Sørensen–Dice coefficient, ignoring case and spaces) and takes the average over the pairs that include the new message.',
    'updates-2026c.yaml corrections /chatbot/filters newer_filters.one-man-spam: a 0 to 1 score over the chatter’s recent messages, caught at or above the Threshold.',
  ),
  lineTimes: a(
    'line-times',
    'Lines without a time of their own are taken to arrive the set number of seconds apart, which is what the Lookback, the announcement cooldown, !permit and probation count with.',
    'The bench’s own reading of a pasted log.',
  ),
  noDetector: a(
    'no-detector',
    'The bench has no language detector, so it cannot tell which of the 75 languages a line is in. It says when the filter is off (no allowed languages) or leaves the sender alone, and otherwise gives no verdict; ask the API for the real one.',
    'src/data/filters/newer.ts language: 75 languages, ISO 639-1 codes, an empty list switches the filter off.',
  ),
  warnElsewhere: a(
    'warn-elsewhere',
    'Warn and delete exists on Twitch only; what the bot does instead on another platform is not documented, so the bench names no penalty there.',
    'src/data/filters/overview.ts filterPenalties: warn and delete, Twitch only.',
  ),
} as const;
