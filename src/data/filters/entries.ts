import type {SpamFilter} from './types';
import {commonFilterSettings, commonPenalties, excludedGroupsExemption} from './common';

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
      range: 'Phrases or regular expressions',
      meaning: 'What a group bans: a message that contains one of them is caught.',
    },
  ],
  exemptions: [],
  penalties: [
    'A matching message is removed from chat.',
    'The provider does not document a penalty per group: do not count on one group being handled differently from another.',
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
  exemptions: [excludedGroupsExemption, 'Messages shorter than Minimum characters are left alone.'],
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
  exemptions: [excludedGroupsExemption],
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
      unconfirmed: 'Only one version of the provider’s pages places this setting here; its older pages say a pass lasts 60 seconds unless the moderator gives a length.',
    },
  ],
  exemptions: [
    excludedGroupsExemption,
    'Links on the Allowlist are allowed.',
    'A moderator can type !permit <username> to let one chatter post links for a while, or !permit <username> <seconds> for a length of their choosing.',
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
  exemptions: [excludedGroupsExemption],
  penalties: [...commonPenalties],
  permit: false,
};

export const symbol: SpamFilter = {
  slug: 'symbol',
  name: 'Symbol',
  catches: 'Messages with too many symbols, counted both as a number and as a share of the message.',
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
  exemptions: [excludedGroupsExemption, 'Messages shorter than Minimum amount are left alone.'],
  penalties: [...commonPenalties],
  permit: false,
};
