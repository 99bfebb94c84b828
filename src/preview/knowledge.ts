/**
 * What the preview reads from other data than the variables: the Twitch-only user levels, which
 * variables have no page of their own, and the wording of answers the facts only describe.
 */
import {variables, variablesWithoutPage} from '@site/src/data/variables';
import {userLevels} from '@site/src/data/userLevels';

/** The user levels that exist on Twitch only, from src/data/userLevels. */
export const twitchOnlyLevels: ReadonlySet<string> = new Set(userLevels.filter((level) => level.twitchOnly).map((level) => level.id));

/** Variables without a page of their own (src/data/variables/withoutPage.ts); their diagnostics link to the variables index. */
export const pagelessVariables: ReadonlySet<string> = new Set(variablesWithoutPage.map((doc) => doc.name).filter((name) => !variables.some((doc) => doc.name === name)));

/** Condition values `${if}` treats as true (any case); everything else is false. */
export const trueWords: ReadonlySet<string> = new Set(['1', 't', 'true']);

/** Wording the facts give only as a description; the preview marks these as approximate. */
export const describedOutputs = {
  notLive: 'not live',
  noGame: 'no game',
} as const;

/** The prompt limit of ${ai}, from its entry in src/data/variables. */
export {aiPromptLimit} from '@site/src/data/variables/phrases';
