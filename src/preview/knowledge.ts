/**
 * What the preview needs that src/data/variables does not (yet) say, from the newest facts
 * (spec/facts/updates-2026.yaml). Once the data has an entry of the same name, the data wins.
 */
import {defineVariable} from '@site/src/data/variables/define';
import type {VariableDoc} from '@site/src/data/variables';
import {userLevels} from '@site/src/data/userLevels';

const placeholderExample = (setup: string, title: string) => ({
  title,
  setup,
  lines: [{role: 'viewer' as const, name: 'sunnyotter', text: setup.split(' ')[2] ?? ''}],
  result: 'Shown by the preview only.',
});

/** The 2026 variables' value counts; where they work comes from src/data/variables. */
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
    summary: 'Redeems a store item for the sender.',
    syntax: [
      {form: '${redeem}', meaning: 'Redeems the item named like the command.'},
      {form: '${redeem <item> <input>}', meaning: 'Redeems the named item, with an input.'},
    ],
    parameters: [
      {name: '<item>', required: false, meaning: 'The store item.'},
      {name: '<input>', required: false, meaning: 'A value for the item.'},
    ],
    output: 'The store’s answer.',
    examples: [placeholderExample('!command add !redeemed ${redeem}', 'A redemption')],
    relatedVariables: [],
    tags: ['variables', 'chatbot'],
  }),
];

/** The user levels that exist on Twitch only, from src/data/userLevels. */
export const twitchOnlyLevels: ReadonlySet<string> = new Set(userLevels.filter((level) => level.twitchOnly).map((level) => level.id));

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

/** The prompt limit of ${ai}, from its entry in src/data/variables. */
export {aiPromptLimit} from '@site/src/data/variables/phrases';
