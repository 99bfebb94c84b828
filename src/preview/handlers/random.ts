/** ${random …}: numbers with both bounds included, picks from a list, a chatter, an emote. */
import {randomDefaultRange} from '../knowledge';
import {literal, live, report} from '../scope';
import type {Scope} from '../scope';
import {words, type Handler} from './shared';

const pickFrom = <T>(items: readonly T[], scope: Scope): T | undefined => items[Math.floor(scope.env.random() * items.length)];

const number: Handler = (call, scope) => {
  if (call.words.length === 0) return live(String(randomDefaultRange.low + Math.floor(scope.env.random() * (randomDefaultRange.high - randomDefaultRange.low + 1))));
  const range = call.arg(0).text.trim();
  const match = /^(-?\d+)\s*-\s*(-?\d+)$/.exec(range);
  if (!match) {
    if (call.words.length > 0) report(scope, {kind: 'value', severity: 'error', variable: 'random', message: `\`${range}\` is not a range: write two whole numbers with a dash, such as 1-20.`}, call.node);
    return literal('');
  }
  const low = Math.min(Number(match[1]), Number(match[2]));
  const high = Math.max(Number(match[1]), Number(match[2]));
  return live(String(low + Math.floor(scope.env.random() * (high - low + 1))));
};

export const randomHandlers: Record<string, Handler> = {
  random: number,
  'random.number': number,
  'random.pick': (call, scope) => {
    const items = call.words.map((_word, index) => call.arg(index).text);
    return items.length > 0 ? live(pickFrom(items, scope) ?? '') : literal('');
  },
  'random.chatter': (_call, scope) => live(pickFrom(words(scope.input.samples.chatters), scope) ?? ''),
  'random.emote': (_call, scope) => live(pickFrom(words(scope.input.samples.emotes), scope) ?? ''),
};
