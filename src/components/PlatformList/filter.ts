import type {Narrowing} from '@site/src/components/FilterBox/emptyReason';
import {platformIds, platformLabels, type Platform} from '@site/src/data/platforms';

export type PlatformChoice = Platform | 'all';

/** The platform filter's buttons: every platform, from src/data/platforms. */
export const platformChoices: readonly {value: PlatformChoice; label: string}[] = [
  {value: 'all', label: 'All platforms'},
  ...platformIds.map((id) => ({value: id, label: platformLabels[id]})),
];

export interface WorksSomewhere {
  platforms: readonly Platform[] | null;
  unconfirmedPlatforms?: readonly Platform[];
}

/**
 * Whether a row belongs under the chosen platform. A platform the provider's pages disagree on
 * counts (the row shows it as not confirmed); a row whose platforms no source gives never
 * matches a single platform.
 */
export function worksOn(row: WorksSomewhere, choice: PlatformChoice): boolean {
  if (choice === 'all') return true;
  return (row.platforms?.includes(choice) ?? false) || (row.unconfirmedPlatforms?.includes(choice) ?? false);
}

/** The platform filter, for the message of a table it emptied (FilterBox/emptyReason.ts). */
export function platformNarrowing(choice: PlatformChoice): Narrowing<WorksSomewhere> {
  return {
    name: 'platform',
    active: choice !== 'all',
    phrase: `works on ${choice === 'all' ? 'every platform' : platformLabels[choice]}`,
    undo: `choose “${platformChoices[0]!.label}”`,
    matches: (row) => worksOn(row, choice),
  };
}
