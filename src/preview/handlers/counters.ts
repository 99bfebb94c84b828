/** ${count} and ${getcount}: counters that keep their values for the whole preview session. */
import {live, report} from '../scope';
import type {Handler} from './shared';

const count: Handler = (call, scope) => {
  const {counters} = scope.env;
  // Without a name, the command's own usage counter: keyed by the command that ran.
  const name = call.words.length > 0 ? call.arg(0).text.trim().toLowerCase() : `usage of ${scope.input.message.trim().split(/\s+/)[0] || 'the command'}`;
  const before = counters.get(name) ?? 0;
  let after = before + 1;
  if (call.words.length > 1) {
    const change = call.arg(1).text.trim();
    const match = /^([+-]?)(\d+)$/.exec(change);
    if (!match) {
      report(scope, {kind: 'value', severity: 'error', variable: 'count', message: `\`${change}\` is not a counter change: write +n, -n or a number.`}, call.node);
      return live(String(before));
    }
    const amount = Number(match[2]);
    after = match[1] === '+' ? before + amount : match[1] === '-' ? before - amount : amount;
  }
  counters.set(name, after);
  scope.effects.push(`Counter “${name}”: ${before} → ${after}`);
  return live(String(after));
};

/** A counter that was never set reads 0 (updates-2026). */
const getcount: Handler = (call, scope) => live(String(scope.env.counters.get(call.arg(0).text.trim().toLowerCase()) ?? 0));

export const counterHandlers: Record<string, Handler> = {count, getcount};
