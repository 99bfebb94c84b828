/** ${repeat}, ${queryescape}, ${pathescape}, ${msgid}: work on text, no outside service. */
import {maxValueLength} from '../limits';
import {literal, live, report} from '../scope';
import type {Handler} from './shared';

/** Percent-encodes everything but letters, digits and `-_.~`, as the variables' pages describe. */
function percentEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

const repeat: Handler = (call, scope) => {
  const countText = call.arg(0).text.trim();
  const phrase = call.arg(1);
  if (!/^\d+$/.test(countText)) {
    if (call.words.length > 0) report(scope, {kind: 'value', severity: 'error', variable: 'repeat', message: `\${repeat} needs a whole number first; \`${countText}\` is not one.`}, call.node);
    return literal('');
  }
  const count = Number(countText);
  // Never build more than the value cap: a huge count is reported by the evaluator's length check.
  const fits = Math.min(count, Math.floor(maxValueLength / (phrase.text.length + 1)) + 1);
  return {text: Array.from({length: fits}, () => phrase.text).join(' '), live: phrase.live};
};

const queryescape: Handler = (call) => {
  const value = call.arg(0);
  return {text: percentEncode(value.text).replace(/%20/g, '+'), live: value.live};
};

const pathescape: Handler = (call) => {
  const value = call.arg(0);
  return {text: percentEncode(value.text), live: value.live};
};

const msgid: Handler = (_call, scope) => {
  const hex = () => Math.floor(scope.env.random() * 16).toString(16);
  const part = (n: number) => Array.from({length: n}, hex).join('');
  return live(`${part(8)}-${part(4)}-4${part(3)}-${'89ab'[Math.floor(scope.env.random() * 4)]}${part(3)}-${part(12)}`);
};

export const textHandlers: Record<string, Handler> = {repeat, queryescape, pathescape, msgid};
