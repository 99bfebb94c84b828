/** ${if}, ${provider}, ${pubg} and ${redeem} (spec/facts/updates-2026.yaml to 2026c). */
import {trueWords} from '../knowledge';
import {literal, live, report} from '../scope';
import type {Handler} from './shared';

/**
 * Only 1, t or true (any case) are true. A false condition takes the fallback after `|`;
 * without one, the bot posts nothing at all.
 */
const ifHandler: Handler = (call, scope) => {
  const condition = call.arg(0).text.trim().toLowerCase();
  // `${if c "then" "else"}`: two quoted texts; otherwise everything after the condition is the text.
  const thenElse = call.words.length === 3 && call.words[1]?.quote && call.words[2]?.quote;
  if (trueWords.has(condition)) return thenElse ? call.arg(1) : call.rest(1);
  if (thenElse) return call.arg(2);
  if (!call.hasFallback) scope.silent = true;
  return literal('');
};

export const controlHandlers: Record<string, Handler> = {
  if: ifHandler,
  provider: (_call, scope) => literal(scope.input.platform),
  pubg: (_call, scope) => live(scope.input.samples.pubg),
  // The store's answer is the whole reply (src/data/variables/entries/redeem.ts).
  redeem: (call, scope) => {
    const answer = live(scope.input.samples.redeem);
    if (!scope.replacedBy) {
      scope.replacedBy = answer;
      const aroundIt = scope.source.slice(0, call.node.start) + scope.source.slice(call.node.end);
      if (aroundIt.trim() !== '')
        report(scope, {kind: 'fallback', severity: 'info', variable: 'redeem', message: 'The store’s answer replaces the whole reply, so the text around `${redeem}` is not posted.'}, call.node);
    }
    return answer;
  },
};
