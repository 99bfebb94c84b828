/**
 * What happens to a variable on the platforms it does not work on, worked out from its `platforms`,
 * `unconfirmedPlatforms` and `literalOn` (issue 41: every such page says it under "What can go
 * wrong", so a platform left out of the data can never be left out of the page).
 */
import {platformIds, platformList, type Platform} from '../platforms';
import {variableMention} from './paths';
import type {WhereItWorks} from './types';

export interface PlatformOutcome {
  platforms: readonly Platform[];
  /** One sentence; backticks mark code. */
  text: string;
  /** The provider's pages disagree whether it works there. */
  unconfirmed: boolean;
}

type Where = Pick<WhereItWorks, 'platforms' | 'unconfirmedPlatforms' | 'literalOn'> & {name: string};

const named = (name: string) => {
  const mention = variableMention(name);
  return mention.startsWith('${') ? `\`${mention}\`` : mention;
};

/** Platforms the variable does not work on, grouped by what the facts say happens there. */
export function platformOutcomes(doc: Where): PlatformOutcome[] {
  const works = doc.platforms;
  if (!works) return [];
  const unsure = doc.unconfirmedPlatforms ?? [];
  const literal = doc.literalOn ?? [];
  const outside = platformIds.filter((id) => !works.includes(id) && !unsure.includes(id));
  const asTyped = outside.filter((id) => literal.includes(id));
  const unsaid = outside.filter((id) => !literal.includes(id));
  const variable = named(doc.name);
  const outcomes: PlatformOutcome[] = [];
  if (asTyped.length > 0)
    outcomes.push({platforms: asTyped, text: `On ${platformList(asTyped)}, ${variable} does not work: the bot posts it in the reply exactly as typed.`, unconfirmed: false});
  if (unsaid.length > 0)
    outcomes.push({
      platforms: unsaid,
      text: `On ${platformList(unsaid)}, ${variable} does not work, and what the reply shows in its place is not documented: keep it out of commands that run there.`,
      unconfirmed: false,
    });
  if (unsure.length > 0)
    outcomes.push({platforms: unsure, text: `On ${platformList(unsure)}, whether ${variable} works is not confirmed: try it in your own chat before relying on it.`, unconfirmed: true});
  return outcomes;
}

/** True when the variable does not work (or may not work) somewhere: its page has platform lines under "What can go wrong". */
export const worksSomewhereOnly = (doc: Where): boolean => platformOutcomes(doc).length > 0;
