/** ${if}, ${provider}, ${pubg} and ${redeem} (spec/facts/updates-2026.yaml to 2026c). */
import {trueWords} from '../knowledge';
import {redeemViewer} from '../samples';
import {literal, live, report, sourceOf} from '../scope';
import type {Handler} from './shared';

/**
 * `${if <condition> <then> [else]}`: parts separated by spaces, each a word, quoted text or a
 * variable (updates-2026b variables.if). Only 1, t or true (any case) are true, and only the part
 * taken runs. A false condition without an else part takes the fallback after `|`; without one,
 * the bot posts nothing at all.
 */
const ifHandler: Handler = (call, scope) => {
  if (call.words.length > 3) {
    report(scope, {kind: 'arguments', severity: 'warning', variable: 'if', message: '`${if}` has three parts at most (condition, then, else): quote a text with spaces, or the words after the third part are left out.'}, call.node);
  }
  const condition = call.arg(0).text.trim().toLowerCase();
  if (trueWords.has(condition)) return call.arg(1);
  if (call.words.length >= 3) return call.arg(2);
  if (!call.hasFallback) scope.silent = true;
  return literal('');
};

export const controlHandlers: Record<string, Handler> = {
  if: ifHandler,
  provider: (_call, scope) => literal(scope.input.platform),
  /**
   * Every value is required; with fewer the bot leaves the variable as typed (updates-2026b
   * variables.pubg.notes). The count comes from the data's form; the evaluator reports the shortfall.
   */
  pubg: (call, scope) => {
    const needed = scope.catalog.names.get(call.name)?.min ?? 0;
    if (call.words.length < needed) return literal(sourceOf(call.node, scope));
    return live(scope.input.samples.pubg);
  },
  // The store's answer is the whole reply (src/data/variables/entries/redeem.ts), mentioning the sender.
  redeem: (call, scope) => {
    const answer = live(scope.input.samples.redeem.replaceAll(redeemViewer, scope.input.senderName));
    if (!scope.replacedBy) {
      scope.replacedBy = answer;
      const aroundIt = scope.source.slice(0, call.node.start) + scope.source.slice(call.node.end);
      if (aroundIt.trim() !== '')
        report(scope, {kind: 'fallback', severity: 'info', variable: 'redeem', message: 'The store’s answer replaces the whole reply, so the text around `${redeem}` is not posted.'}, call.node);
    }
    return answer;
  },
};
