/** ${repeat}, ${queryescape}, ${pathescape}, ${msgid}: work on text, no outside service. */
import {maxValueLength} from '../limits';
import {literal, live, report} from '../scope';
import type {Handler} from './shared';

/** Percent-encodes everything but letters, digits and `-_.~`, as the variables' pages describe. */
function percentEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** ${repeat}'s bounds (src/data/variables: repeat): at most 100 copies and about 1,000 characters. */
const repeatBounds = {copies: 100, characters: 1000};

const repeat: Handler = (call, scope) => {
  const countText = call.arg(0).text.trim();
  const phrase = call.arg(1);
  // A missing, non-numeric or below-1 count suppresses the whole reply.
  if (!/^\d+$/.test(countText) || Number(countText) < 1) {
    const shown = countText === '' ? 'no count' : `\`${countText}\``;
    report(scope, {kind: 'value', severity: 'error', variable: 'repeat', message: `\${repeat} needs a whole number of 1 or more first; ${shown} is not one, so the bot sends no reply.`}, call.node);
    scope.silent = true;
    return literal('');
  }
  const count = Math.min(Number(countText), repeatBounds.copies, Math.floor(maxValueLength / (phrase.text.length + 1)) + 1);
  if (Number(countText) > repeatBounds.copies) {
    report(scope, {kind: 'bound', severity: 'warning', variable: 'repeat', message: `\${repeat} writes at most ${repeatBounds.copies} copies.`}, call.node);
  }
  const text = Array.from({length: count}, () => phrase.text).join(' ').slice(0, repeatBounds.characters);
  return {text, live: phrase.live};
};

const queryescape: Handler = (call) => {
  const value = call.arg(0);
  return {text: percentEncode(value.text).replace(/%20/g, '+'), live: value.live};
};

/** A path keeps `&`, `:` and `=` as they are (src/data/variables: pathescape). */
const pathescape: Handler = (call) => {
  const value = call.arg(0);
  return {text: percentEncode(value.text).replace(/%26/g, '&').replace(/%3A/g, ':').replace(/%3D/g, '='), live: value.live};
};

const msgid: Handler = (_call, scope) => {
  const hex = () => Math.floor(scope.env.random() * 16).toString(16);
  const part = (n: number) => Array.from({length: n}, hex).join('');
  return live(`${part(8)}-${part(4)}-4${part(3)}-${'89ab'[Math.floor(scope.env.random() * 4)]}${part(3)}-${part(12)}`);
};

export const textHandlers: Record<string, Handler> = {repeat, queryescape, pathescape, msgid};
