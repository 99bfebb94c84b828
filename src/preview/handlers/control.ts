/** The 2026 variables: ${if}, ${provider}, ${pubg}, ${redeem} (spec/facts/updates-2026.yaml). */
import {trueWords} from '../knowledge';
import {literal, live} from '../scope';
import type {Handler} from './shared';

/**
 * Only 1, t or true (any case) are true. A false condition takes the fallback after `|`;
 * without one, the bot posts nothing at all.
 */
const ifHandler: Handler = (call, scope) => {
  const condition = call.arg(0).text.trim().toLowerCase();
  if (trueWords.has(condition)) return call.rest(1);
  if (!call.hasFallback) scope.silent = true;
  return literal('');
};

export const controlHandlers: Record<string, Handler> = {
  if: ifHandler,
  provider: (_call, scope) => literal(scope.input.platform),
  pubg: (_call, scope) => live(scope.input.samples.pubg),
  redeem: (_call, scope) => live(scope.input.samples.redeem),
};
