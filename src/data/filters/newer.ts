import type {SpamFilter} from './types';
import {alwaysExempt, commonFilterSettings, commonPenalties, excludedGroupsExemption} from './common';

/**
 * The four filters that joined the dashboard after the first six: each has a page of its own, like
 * the filters in ./entries.ts, and the shared settings every filter has (updates-2026c).
 */

export const oneManSpam: SpamFilter = {
  slug: 'one-man-spam',
  name: 'One-man spam',
  catches: 'One chatter posting the same or nearly the same message over and over.',
  whatCounts:
    'How alike a chatter’s recent messages are to each other, as a similarity score from 0 to 1. The filter compares messages from the same chatter; a single message on its own never trips it.',
  limitsYouSet: ['Minimum characters', 'Minimum messages', 'Lookback, in seconds', 'Threshold, a similarity from 0 to 1'],
  settings: [
    {name: 'Minimum characters', type: 'number', default: null, meaning: 'Messages shorter than this do not count toward the filter.'},
    {
      name: 'Minimum messages',
      type: 'number',
      default: null,
      meaning: 'How many messages the chatter must have sent within the Lookback period before the filter can act.',
    },
    {name: 'Lookback', type: 'seconds', default: null, meaning: 'How far back, in seconds, the chatter’s messages are compared with each other.'},
    {
      name: 'Threshold',
      type: 'number',
      default: null,
      range: '0 to 1, decimals allowed (such as 0.8)',
      meaning: 'The similarity score at which the chatter’s messages count as spam: at this score or above it, the chatter is timed out.',
    },
    ...commonFilterSettings('repeated near-copies'),
  ],
  exemptions: [
    alwaysExempt,
    excludedGroupsExemption,
    'Messages shorter than Minimum characters are not counted.',
    'A chatter with fewer than Minimum messages inside the Lookback period is never caught.',
  ],
  penalties: [...commonPenalties],
  permit: false,
};

export const repetition: SpamFilter = {
  slug: 'repetition',
  name: 'Repetition',
  catches: 'One message that repeats the same word too many times.',
  limitsYouSet: ['Maximum word repetitions', 'Minimum characters of a counted word'],
  settings: [
    {
      name: 'Maximum word repetitions',
      type: 'number',
      default: null,
      meaning: 'How many times one word may appear in a message. A word that appears more often gets the message caught.',
    },
    {name: 'Minimum characters', type: 'number', default: null, meaning: 'Words shorter than this are skipped when the filter counts.'},
    ...commonFilterSettings('a word repeated too often'),
  ],
  exemptions: [alwaysExempt, excludedGroupsExemption, 'Words shorter than Minimum characters may repeat freely.'],
  penalties: [...commonPenalties],
  permit: false,
};

export const zalgo: SpamFilter = {
  slug: 'zalgo',
  name: 'Zalgo',
  catches: 'Zalgo text: letters piled with combining marks that spill above and below the line.',
  whatCounts: 'Combining (zalgo) characters, counted over the whole message, not per letter.',
  limitsYouSet: ['Maximum amount of combining characters in a message'],
  settings: [
    {
      name: 'Maximum amount',
      type: 'number',
      default: '1',
      meaning: 'The most combining characters one message may hold, counted across the whole message. A message with more is caught.',
    },
    ...commonFilterSettings('zalgo text'),
  ],
  exemptions: [alwaysExempt, excludedGroupsExemption],
  penalties: [...commonPenalties],
  permit: false,
};

/** What the language filter's pages disagree on, said once for both setting names. */
const twoNames = (filterPage: string, launch: string) =>
  `The filter’s page calls it ${filterPage}, the launch announcement ${launch}; your dashboard shows one of the two.`;

export const language: SpamFilter = {
  slug: 'language',
  name: 'Language',
  catches: 'Messages written in a language you have not allowed.',
  whatCounts: 'The language the detector finds in a message, out of the 75 languages it knows, once the text you chose to leave out is taken away.',
  // The second is described, not named: the provider's pages name it two ways (settings, below).
  limitsYouSet: ['Allowed languages', 'How sure the detection must be', 'Text left out before detection'],
  settings: [
    {
      name: 'Allowed languages',
      type: 'list',
      default: null,
      range: 'Two-letter ISO 639-1 codes, such as es or pt; an empty list switches the filter off',
      meaning: 'The languages chat may use.',
    },
    {
      name: 'Minimum percentage / Minimum detection confidence',
      type: 'percent',
      default: '40',
      meaning: 'How sure the detector must be of a message’s language before the filter acts on it.',
      unconfirmed: twoNames('Minimum percentage', 'Minimum detection confidence'),
    },
    {
      name: 'Excluded characters / Ignored words',
      type: 'list',
      default: null,
      meaning: 'Text taken out of a message before its language is detected, such as emote names or your channel’s own slang.',
      unconfirmed: twoNames('Excluded characters', 'Ignored words'),
    },
    ...commonFilterSettings('a language you have not allowed'),
  ],
  unconfirmed: 'A message detected with too little confidence is flagged by the filter’s page, left alone by the launch announcement; test one in your chat before relying on either.',
  exemptions: [alwaysExempt, excludedGroupsExemption, 'With no allowed languages listed, the filter checks nothing.'],
  penalties: [...commonPenalties],
  permit: false,
};
