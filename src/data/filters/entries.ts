import type {SpamFilter} from './types';
import {alwaysExempt, commonFilterSettings, commonPenalties, excludedGroupsExemption} from './common';

/** Said of every banned-words setting that only one version of the provider's pages documents. */
const oneVersionGroups = 'Only one version of the provider’s pages documents this per-group setting; the other lists groups and phrases alone.';

export const bannedWords: SpamFilter = {
  slug: 'bannedwords',
  name: 'Banned words',
  catches: 'Messages that contain a phrase or regular expression you banned. You keep them in groups to stay organised.',
  limitsYouSet: ['Banned phrases or regular expressions, in groups'],
  settings: [
    {
      name: 'Groups',
      type: 'list',
      default: null,
      meaning: 'Named sets of banned phrases, such as Group 1, so a long list stays manageable. Add Group creates a new one.',
    },
    {
      name: 'Banned phrases',
      type: 'list',
      default: null,
      range: 'Plain phrases or regular expressions',
      meaning: 'What a group bans: a message that contains one of them is caught.',
    },
    {
      name: 'Phrase matching',
      type: 'choice',
      default: null,
      range: 'Plain phrases: whole words, any case, * as a wildcard; regular expressions: RE2, typed without slashes around them',
      meaning: 'How a group’s entries are matched against a message.',
      unconfirmed: 'Only one version of the provider’s pages says how entries are matched; the other’s regular expression example was written between slashes.',
    },
    {name: 'Group timeout', type: 'seconds', default: null, meaning: 'A timeout length for this group that replaces the filter’s own.', unconfirmed: oneVersionGroups},
    {name: 'Scan', type: 'choice', default: null, range: 'Message, username or both', meaning: 'What the group checks.', unconfirmed: oneVersionGroups},
    {name: 'Exclude level', type: 'choice', default: null, meaning: 'Chatters at or above this user level are not checked by the group.', unconfirmed: oneVersionGroups},
    {name: 'Ban reason', type: 'text', default: null, meaning: 'The reason given when the group acts.', unconfirmed: oneVersionGroups},
  ],
  exemptions: [alwaysExempt],
  penalties: [
    'A matching message is removed from chat.',
    'Whether a group can set its own timeout, what it scans and whom it skips is not confirmed: one version of the provider’s pages documents these group settings, the other does not.',
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
      unconfirmed: 'The !permit page gives a 60-second default and places it here; the filters overview describes a 30-second pass instead.',
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
