import {platformList, platformsWithout} from '../platforms';
import type {Command, EdgeCase} from './types';

/**
 * What happens when a command is typed where it does not work, worded from its `platforms`, so
 * that no command can be missed (issue 41: a streamer on YouTube asking why !songrequest does
 * nothing). Null when it works everywhere, or where the facts do not say.
 */
export function platformEdgeCase(command: Pick<Command, 'name' | 'platforms'>): EdgeCase | null {
  if (!command.platforms) return null;
  const missing = platformsWithout(command.platforms);
  if (missing.length === 0) return null;
  return {
    situation: `Typed in a ${platformList(missing, 'or')} chat`,
    outcome: `!${command.name} works only on ${platformList(command.platforms)}, so there the bot does not run it and nothing answers. Use it in your ${platformList(command.platforms, 'or')} chat.`,
  };
}

/** A command's "What can go wrong": where it does not work first, then its own edge cases. */
export function edgeCasesOf(command: Pick<Command, 'name' | 'platforms' | 'edgeCases'>): EdgeCase[] {
  const platform = platformEdgeCase(command);
  return platform ? [platform, ...command.edgeCases] : [...command.edgeCases];
}
