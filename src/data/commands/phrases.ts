import {userLevels} from '../userLevels';

/** How to write an amount of points in the gambling games; the same rules apply to each. */
export const amountForms = 'a number of points (200), a share of your balance (50%), or thousands and millions with k or m (5k, 1m)';

/** How a match is written for !nuke and !nukeusername. */
export const matchHelp = 'Plain text to look for, or a regular expression between slashes; add i after the closing slash to ignore upper and lower case, as in /free\\s+follows/i.';

/** "100 (Everyone), 250 (Subscriber), …": the numbers !level accepts, from src/data/userLevels.ts. */
export const levelChoices = userLevels.flatMap((level) => (level.value === null ? [] : [`${level.value} (${level.label})`])).join(', ');
