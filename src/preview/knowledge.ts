/**
 * What the preview needs that src/data/variables does not (yet) say, from the newest facts
 * (spec/facts/updates-2026.yaml and updates-2026b.yaml). Once the data has an entry of the same
 * name, the data wins; extra forms for a data entry are read alongside its own.
 */
import {defineVariable} from '@site/src/data/variables/define';
import type {VariableDoc} from '@site/src/data/variables';
import type {PlatformId} from './platforms';

const placeholderExample = (setup: string, title: string) => ({
  title,
  setup,
  lines: [{role: 'viewer' as const, name: 'sunnyotter', text: setup.split(' ')[2] ?? ''}],
  result: 'Shown by the preview only.',
});

/** The 2026 variables, as much as the facts say: names, value counts and platform limits. */
export const extraVariables: readonly VariableDoc[] = [
  defineVariable({
    name: 'if',
    summary: 'Posts a text only when a condition is true.',
    syntax: [{form: '${if <condition> <text>}', meaning: 'The text when the condition is 1, t or true; otherwise the fallback after `|`, or no reply at all.'}],
    parameters: [
      {name: '<condition>', required: true, meaning: 'Only 1, t or true, in any case, count as true.'},
      {name: '<text>', required: true, meaning: 'What to post when the condition is true.'},
    ],
    output: 'The text, the fallback, or nothing.',
    examples: [placeholderExample('!command add !ifdemo ${if true yes}', 'A condition')],
    relatedVariables: [],
    tags: ['variables', 'chatbot'],
  }),
  defineVariable({
    name: 'provider',
    summary: 'The platform the command runs on.',
    syntax: [{form: '${provider}', meaning: 'twitch, youtube or kick.'}],
    output: 'twitch, youtube or kick.',
    examples: [placeholderExample('!command add !where ${provider}', 'The platform')],
    relatedVariables: [],
    tags: ['variables', 'chatbot'],
  }),
  defineVariable({
    name: 'pubg',
    summary: 'A PUBG player statistic.',
    syntax: [{form: '${pubg <value> <value> <value> <value>}', meaning: 'One statistic from a fixed list.'}],
    parameters: [{name: '<value>', required: true, meaning: 'Four values are required.'}],
    output: 'One statistic.',
    examples: [placeholderExample('!command add !pubg ${pubg a b c d}', 'A statistic')],
    relatedVariables: [],
    tags: ['variables', 'chatbot', 'game'],
  }),
  defineVariable({
    name: 'redeem',
    summary: 'The item being redeemed.',
    syntax: [{form: '${redeem}', meaning: 'The redeemed item.'}],
    output: 'The redeemed item.',
    examples: [placeholderExample('!command add !redeemed ${redeem}', 'A redemption')],
    platforms: ['Does not work on YouTube.'],
    relatedVariables: [],
    tags: ['variables', 'chatbot'],
  }),
];

/**
 * Forms the newest facts give that the data's syntax may not list yet, read like the data's own:
 * "bare $(random) is 1–100; $(random.X-Y) or $(random.number X-Y)" (updates-2026b).
 */
export const factForms: Readonly<Record<string, readonly string[]>> = {
  random: ['${random}', '${random.<min>-<max>}'],
};

/** Bare `${random}`: a whole number from 1 to 100, both included (updates-2026b). */
export const randomDefaultRange = {low: 1, high: 100} as const;

/** "$(user), $(game) and $(redeem) do not work on YouTube" (updates-2026). */
export const unsupportedOn: Readonly<Record<string, readonly PlatformId[]>> = {
  user: ['youtube'],
  game: ['youtube'],
  redeem: ['youtube'],
};

/** "400 VIP (Twitch only)" (updates-2026, user levels). */
export const twitchOnlyLevels: ReadonlySet<string> = new Set(['vip']);

/** Variables without a page of their own; their diagnostics link to the variables index. */
export const pagelessVariables: ReadonlySet<string> = new Set(extraVariables.map((doc) => doc.name));

/** Condition values `${if}` treats as true (any case); everything else is false. */
export const trueWords: ReadonlySet<string> = new Set(['1', 't', 'true']);

/** Wording the facts give only as a description; the preview marks these as approximate. */
export const describedOutputs = {
  notLive: 'not live',
  noGame: 'no game',
  requestFailed: 'unable to make request',
} as const;

/** The prompt limit of ${ai} (its page's notes: 400 characters). */
export const aiPromptLimit = 400;
