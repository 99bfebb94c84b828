import type {SpamFilter} from './types';
import {alwaysExempt, commonFilterSettings, commonPenalties, excludedGroupsExemption} from './common';

/** Penalties a banned-words group can give: its Timeout length holds the choice. */
const groupPenalty = 'A number of seconds for a timeout (0 deletes the message only), a permanent ban, or warn and delete (Twitch only)';

export const bannedWords: SpamFilter = {
  slug: 'bannedwords',
  name: 'Banned words',
  catches: 'Messages, usernames or both that contain a phrase or regular expression you banned, kept in groups that each set their own penalty.',
  limitsYouSet: ['Banned phrases and regular expressions, in groups', 'Each group’s penalty, what it scans and whom it skips'],
  settings: [
    {
      name: 'Groups',
      type: 'list',
      default: null,
      range: 'Add Group creates one; the first is called Group 1',
      meaning: 'Named sets of banned phrases, each with the settings of its own listed under Group settings.',
    },
    ...commonFilterSettings('a banned phrase'),
  ],
  groupSettings: [
    {
      name: 'Timeout length',
      type: 'seconds',
      default: null,
      range: groupPenalty,
      meaning: 'What a match against this group costs the chatter. It takes the place of the filter-wide timeout for this group.',
    },
    {name: 'Scan section', type: 'choice', default: null, range: 'Message text, the sender’s username, or both', meaning: 'Where the group looks for its phrases.'},
    {name: 'Exclude user group', type: 'choice', default: null, meaning: 'Chatters at the level you pick, or above it, are not checked against this group.'},
    {name: 'Ban reason', type: 'text', default: null, meaning: 'The reason that goes with this group’s timeout or ban.'},
    {
      name: 'Banned phrases',
      type: 'list',
      default: null,
      range: 'Plain text or a regular expression: each entry has its own regex tick box',
      meaning: 'What the group bans. How each kind of entry is matched is described under Matching.',
    },
  ],
  matching: [
    {
      entries: 'Plain text',
      rule: 'Matches whole words only, and ignores upper and lower case: heck catches HECK but not heckle. A * stands for any run of characters other than a space, so spoil* catches spoiler and spoilers too.',
    },
    {
      entries: 'Regular expression',
      rule: 'Written in Go’s RE2 syntax, which has no backreferences and no lookaround. Case is ignored unless the pattern begins with inline flags such as (?s): those flags then replace the default, so add i among them, as in (?is), to keep ignoring case. Type the pattern without slashes around it, since slashes would be matched as characters.',
    },
  ],
  exemptions: [alwaysExempt, excludedGroupsExemption, 'A group also skips chatters at or above its own Exclude user group.'],
  penalties: [
    'A match is handled by the group it hit: that group’s Timeout length decides between a timeout, deleting the message, a permanent ban and (on Twitch) a warning, and its Ban reason goes with it.',
    'When one message matches several groups, the harshest action wins: a ban beats any timeout, and of two timeouts the longer one applies.',
  ],
  permit: false,
};

export const caps: SpamFilter = {
  slug: 'caps',
  name: 'Caps',
  catches: 'Messages with too many capital letters, counted both as a number and as a share of the message.',
  limitsYouSet: ['Maximum amount of capitals', 'Maximum percent of capitals', 'Minimum characters before checking'],
  settings: [
    {name: 'Maximum amount', type: 'number', default: null, meaning: 'The most capital letters one message may have.'},
    {name: 'Maximum percent', type: 'percent', default: null, meaning: 'The largest share of a message that may be capital letters.'},
    {name: 'Minimum characters', type: 'number', default: null, meaning: 'Messages shorter than this are not checked at all.'},
    ...commonFilterSettings('too many capitals'),
  ],
  exemptions: [alwaysExempt, excludedGroupsExemption, 'Messages shorter than Minimum characters are left alone.'],
  penalties: [...commonPenalties],
  permit: false,
};

export const emotes: SpamFilter = {
  slug: 'emotes',
  name: 'Emotes',
  catches: 'Messages with more emotes than you allow.',
  limitsYouSet: ['Maximum amount of emotes'],
  settings: [
    {name: 'Maximum amount', type: 'number', default: null, meaning: 'The most emotes one message may have.'},
    ...commonFilterSettings('too many emotes'),
  ],
  exemptions: [alwaysExempt, excludedGroupsExemption],
  penalties: [...commonPenalties],
  permit: false,
};

export const links: SpamFilter = {
  slug: 'links',
  name: 'Links',
  catches: 'Messages with a link that is not on your allowlist, or that is on your blocklist.',
  limitsYouSet: ['Allowlist', 'Blocklist'],
  settings: [
    {
      name: 'Allowlist',
      type: 'list',
      default: null,
      range: 'Links, with * as a wildcard; matched ignoring case',
      meaning: 'Links that may be posted. *.example.com allows every subdomain of example.com.',
    },
    {
      name: 'Blocklist',
      type: 'list',
      default: null,
      range: 'Links, with * as a wildcard; matched ignoring case',
      meaning: 'Links that are always punished when posted, with twice the Timeout duration.',
    },
    ...commonFilterSettings('a link that is not allowed'),
    {
      name: 'Permit duration',
      type: 'seconds',
      default: null,
      meaning: 'How long !permit <username> lets a chatter post links when the moderator gives no length.',
      unconfirmed: 'The !permit page gives a 60-second default and places it here, the filters overview a 30-second pass; type a number of seconds after !permit to be sure.',
    },
  ],
  exemptions: [
    alwaysExempt,
    excludedGroupsExemption,
    'Links on the Allowlist are allowed.',
    'A moderator can type !permit <username> to let one chatter post links for a limited time, or !permit <username> <seconds> for a length of their choosing.',
  ],
  penalties: [
    ...commonPenalties,
    'A link on the Blocklist gets double the Timeout duration.',
    'With a Timeout duration of 0, the message is only deleted.',
  ],
  permit: true,
};

export const paragraph: SpamFilter = {
  slug: 'paragraph',
  name: 'Paragraph',
  catches: 'Messages longer than the number of characters you allow.',
  limitsYouSet: ['Maximum amount of characters'],
  settings: [
    {name: 'Maximum amount', type: 'number', default: null, meaning: 'The most characters one message may have.'},
    ...commonFilterSettings('too many characters'),
  ],
  exemptions: [alwaysExempt, excludedGroupsExemption],
  penalties: [...commonPenalties],
  permit: false,
};

export const symbol: SpamFilter = {
  slug: 'symbol',
  name: 'Symbol',
  catches: 'Messages with too many symbols, counted both as a number and as a share of the message.',
  whatCounts:
    'Every character that is not a letter, a digit or a space: punctuation, maths and currency signs, and Unicode emoji. Letters of any alphabet, accented ones included, do not count, and neither do platform emotes such as Kappa, which are words.',
  limitsYouSet: ['Maximum amount of symbols', 'Maximum percent of symbols', 'Minimum message length before checking'],
  settings: [
    {name: 'Maximum amount', type: 'number', default: null, meaning: 'The most symbols one message may have.'},
    {
      name: 'Maximum percent',
      type: 'percent',
      default: null,
      meaning: 'The largest share of a message that may be symbols. Spaces count towards the length the share is taken of.',
    },
    {
      name: 'Minimum amount',
      type: 'number',
      default: null,
      meaning: 'The shortest message, in characters, the filter looks at; shorter messages are never checked.',
    },
    ...commonFilterSettings('too many symbols'),
  ],
  exemptions: [alwaysExempt, excludedGroupsExemption, 'Messages shorter than Minimum amount are left alone.'],
  penalties: [...commonPenalties],
  permit: false,
};
