import type {SpamFilter} from './types';
import {commonFilterSettings, commonPenalties, excludedGroupsExemption} from './common';

export const bannedWords: SpamFilter = {
  slug: 'bannedwords',
  name: 'Banned words',
  catches: 'Messages that contain a phrase or pattern you banned. Phrases are kept in groups, each with its own penalty.',
  limitsYouSet: ['Banned phrases or patterns, per group'],
  settings: [
    {
      name: 'Groups',
      type: 'list',
      default: null,
      meaning: 'Sets of banned phrases that share one penalty. Add Group creates a new one, such as Group 1.',
    },
    {
      name: 'Banned phrases',
      type: 'list',
      default: null,
      range: 'Phrases or patterns',
      meaning: 'What a group bans: a message that contains one of them is removed.',
    },
  ],
  exemptions: [],
  penalties: ['A matching message is removed from chat.', 'Each group applies its own penalty, so mild words and slurs can be handled differently.'],
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
      meaning: 'Links that may be posted.',
    },
    {
      name: 'Blocklist',
      type: 'list',
      default: null,
      meaning: 'Links that are punished when posted.',
    },
    ...commonFilterSettings('a link that is not allowed'),
  ],
  exemptions: [
    excludedGroupsExemption,
    'Links on the Allowlist are allowed.',
    'A moderator can type !permit <username> to let one chatter post links for 60 seconds, or !permit <username> <seconds> for another length of time.',
  ],
  penalties: [...commonPenalties],
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
  limitsYouSet: ['Maximum amount of symbols', 'Maximum percent of symbols', 'Minimum amount'],
  settings: [
    {name: 'Maximum amount', type: 'number', default: null, meaning: 'The most symbols one message may have.'},
    {name: 'Maximum percent', type: 'percent', default: null, meaning: 'The largest share of a message that may be symbols.'},
    {name: 'Minimum amount', type: 'number', default: null, meaning: 'The lower limit that goes with the two maximums.'},
    ...commonFilterSettings('too many symbols'),
  ],
  exemptions: [excludedGroupsExemption],
  penalties: [...commonPenalties],
  permit: false,
};
