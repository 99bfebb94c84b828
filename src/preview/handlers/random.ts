/** ${random …}: numbers with both bounds included, picks from a list, a chatter, an emote. */
import {literal, live, report} from '../scope';
import type {Scope} from '../scope';
import {words, type Handler} from './shared';

const pickFrom = <T>(items: readonly T[], scope: Scope): T | undefined => items[Math.floor(scope.env.random() * items.length)];

/** `${random}` alone is 1 to 100; `${random.1-6}` carries its range in the name. */
const number: Handler = (call, scope) => {
  const dotted = /^random\.(-?\d+\s*-\s*-?\d+)$/.exec(call.name)?.[1];
  const range = dotted ?? (call.words.length === 0 && call.name === 'random' ? '1-100' : call.arg(0).text.trim());
  const match = /^(-?\d+)\s*-\s*(-?\d+)$/.exec(range);
  if (!match) {
    if (call.words.length > 0) report(scope, {kind: 'value', severity: 'error', variable: 'random', message: `\`${range}\` is not a range: write two whole numbers with a dash, such as 1-20.`}, call.node);
    return literal('');
  }
  const low = Math.min(Number(match[1]), Number(match[2]));
  const high = Math.max(Number(match[1]), Number(match[2]));
  return live(String(low + Math.floor(scope.env.random() * (high - low + 1))));
};

/** What ${random.chatter} gives when it finds no chatter. */
export const NO_CHATTERS = '<no chatters>';

export const randomHandlers: Record<string, Handler> = {
  random: number,
  'random.number': number,
  'random.pick': (call, scope) => {
    // One value with commas in it is a list of its own.
    const given = call.words.map((_word, index) => call.arg(index).text);
    const items = given.length === 1 ? (given[0] ?? '').split(',').map((item) => item.trim()).filter(Boolean) : given;
    return items.length > 0 ? live(pickFrom(items, scope) ?? '') : literal('');
  },
  // The bot's own words when nobody is in the chatter list (updates-2026b variables.random).
  'random.chatter': (_call, scope) => live(pickFrom(words(scope.input.samples.chatters), scope) ?? NO_CHATTERS),
  'random.emote': (_call, scope) => live(pickFrom(words(scope.input.samples.emotes), scope) ?? ''),
};
