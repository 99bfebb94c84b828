import type {Placeholder, Setting} from '@site/src/data/settings';
import {getCommand} from '../commands';
import {platformList} from '../platforms';

/** The two cooldowns every points game shares; defaults only where the provider publishes them. */
export function cooldowns(game: string, defaults: {user: string | null; global: string | null}): Setting[] {
  return [
    {
      name: 'User cooldown',
      type: 'seconds',
      default: defaults.user,
      meaning: `How long one chatter waits after playing ${game} before they can play again.`,
    },
    {
      name: 'Global cooldown',
      type: 'seconds',
      default: defaults.global,
      meaning: `How long everyone waits after a round of ${game} before anyone can start another.`,
    },
  ];
}

export const pointsNamePlaceholder: Placeholder = {
  token: '{pointsname}',
  meaning: 'What your channel calls its loyalty points, such as "coins".',
};

/** The short forms a roulette bet accepts (the slot machine's are not confirmed: see its entry). */
export const betForms =
  'A bet can be a number (250), a share of the balance (25%), thousands with k (3k) or millions with m (2m).';

/** Where a module works is where its chat command works (src/data/commands), in one sentence. */
export function runsWhereCommandDoes(command: string): string {
  const {platforms} = getCommand(command);
  return platforms === null ? `No source says which platforms !${command} works on.` : `Works on ${platformList(platforms)}, like !${command}.`;
}
