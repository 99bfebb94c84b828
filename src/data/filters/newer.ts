import type {FilterWithoutPage} from './types';

const oneVersionOnly = 'Only one version of the provider’s newer pages describes this filter; its settings and defaults may still change.';

/**
 * The four filters added after the pages above were written. The site's route list has no page for
 * them, so the filters overview lists them here with their settings; they share the common
 * penalty, timeout and exclusion settings of the other filters.
 */
export const newerFilters: readonly FilterWithoutPage[] = [
  {
    id: 'one-man-spam',
    name: 'One-man spam',
    catches: 'One chatter sending many near-identical messages in a short time.',
    settings: [
      {name: 'Minimum characters', type: 'number', default: '4', meaning: 'Messages shorter than this are not compared.'},
      {name: 'Minimum messages', type: 'number', default: '5', meaning: 'How many similar messages from one chatter it takes to be caught.'},
      {name: 'Lookback', type: 'seconds', default: '30', meaning: 'How far back, in seconds, the chatter’s earlier messages are compared.'},
      {
        name: 'Similarity threshold',
        type: 'percent',
        default: '75',
        range: '0 to 100',
        meaning: 'How alike two messages must be to count as the same; higher asks for closer copies.',
      },
    ],
    notes: [],
    unconfirmed: oneVersionOnly,
  },
  {
    id: 'repetition',
    name: 'Repetition',
    catches: 'One message that repeats the same word over and over.',
    settings: [
      {name: 'Maximum word repetitions', type: 'number', default: '15', meaning: 'The most times one word may appear in a message.'},
      {name: 'Minimum characters', type: 'number', default: '3', meaning: 'Words shorter than this are not counted.'},
    ],
    notes: [],
    unconfirmed: oneVersionOnly,
  },
  {
    id: 'zalgo',
    name: 'Zalgo',
    catches: 'Text stacked with combining marks that spill above and below the line (so-called zalgo text).',
    settings: [
      {
        name: 'Maximum combining characters',
        type: 'number',
        default: '1',
        meaning: 'The most combining marks one character may carry before the message is caught.',
      },
    ],
    notes: [],
    unconfirmed: oneVersionOnly,
  },
  {
    id: 'language',
    name: 'Language',
    catches: 'Messages written in a language you have not allowed.',
    settings: [
      {
        name: 'Allowed languages',
        type: 'list',
        default: null,
        range: 'Two-letter ISO 639-1 codes, such as es or pt; empty switches the filter off',
        meaning: 'The languages chat may use.',
      },
      {
        name: 'Minimum confidence',
        type: 'percent',
        default: '40',
        meaning: 'How sure the detector must be of a message’s language before the filter acts on it.',
      },
      {name: 'Ignored words', type: 'list', default: null, meaning: 'Words left out before detection, such as emote names and your channel’s slang.'},
    ],
    notes: [
      'Detects 75 languages.',
      'Only letters and spaces are kept before detection, so emoji, digits and punctuation do not sway it.',
      'A message whose detection takes too long is let through.',
    ],
    unconfirmed:
      'What happens to a message whose language is detected with too little confidence: the filter’s page says it is flagged, the launch announcement says it is left alone.',
  },
];
