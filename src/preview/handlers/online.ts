/**
 * Variables that ask an outside service or the channel's records. The preview answers from the
 * sample values (samples.ts) and never touches the network; checks on the values typed follow
 * the variables' pages (the ai prompt limit, the Riot regions, the customapi address).
 */
import {aiPromptLimit} from '../knowledge';
import {customapiReplies} from '@site/src/data/variables/phrases';
import {live, literal, report, sourceOf, type Scope} from '../scope';
import {statusLine} from './httpStatus';
import type {Handler} from './shared';

const doc = (scope: Scope, name: string) => scope.catalog.docs.get(name);

/**
 * Whether the bot can read the address at all. The bot's own parser is not published; the browser's
 * stands in, with a `%` that starts no escape (`%zz`) counted as unreadable too.
 */
function readableAddress(url: string): boolean {
  if (/%(?![0-9a-f]{2})/i.test(url)) return false;
  try {
    new URL(/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `http://${url}`);
    return true;
  } catch {
    return false;
  }
}

/** What the status sample stands for: a three-digit code, or no answer at all. */
const noAnswer = /^no answer$/i;

/**
 * Any status below 400 passes the body on unchanged; 400 or more gives the status line
 * (updates-2026c). The sample's status decides; "no answer" stands for a time-out.
 */
const customapi: Handler = (call, scope) => {
  const url = call.arg(0).text.trim();
  if (url && !readableAddress(url)) {
    report(scope, {kind: 'value', severity: 'error', variable: 'customapi', message: `\`${url}\` is not an address the bot can read, so it answers with an error.`}, call.node);
    return literal(customapiReplies.invalidUrl.replace('<url>', url));
  }
  if (url && !/^https?:\/\//i.test(url)) {
    report(scope, {kind: 'value', severity: 'warning', variable: 'customapi', message: `\`${url}\` has no scheme, so the bot puts http:// in front; write https:// yourself.`}, call.node);
  }
  const status = scope.input.samples['customapi.status'].trim();
  if (noAnswer.test(status)) return live(customapiReplies.noConnection);
  if (!/^\d{3}$/.test(status)) {
    report(scope, {kind: 'value', severity: 'warning', variable: 'customapi', message: `The sample status \`${status}\` is not a three-digit HTTP status; the preview answers as if the service did not answer.`}, call.node);
    return live(customapiReplies.noConnection);
  }
  const code = Number(status);
  if (code <= customapiReplies.lastBodyStatus) return live(scope.input.samples['customapi.body']);
  return live(customapiReplies.statusError.replace('<status>', statusLine(code)));
};

function promptLimit(scope: Scope): number {
  const stated = doc(scope, 'ai')?.notes.map((note) => /up to (\d+) characters/i.exec(note.text)?.[1]).find(Boolean);
  return stated ? Number(stated) : aiPromptLimit;
}

const ai: Handler = (call, scope) => {
  const prompt = call.rest(0).text;
  const limit = promptLimit(scope);
  if ([...prompt].length > limit) {
    report(scope, {kind: 'value', severity: 'error', variable: 'ai', message: `The prompt is ${[...prompt].length} characters long; \${ai} takes up to ${limit}.`}, call.node);
  }
  return live(scope.input.samples['ai.answer']);
};

/** The regions the Riot pages list, read from the `<region>` parameter's backticked values. */
function riotRegions(scope: Scope): Set<string> {
  const meaning = doc(scope, 'leagueoflegends')?.parameters.find((parameter) => parameter.name === '<region>')?.meaning ?? '';
  return new Set([...meaning.matchAll(/`([a-z]+)`/g)].map((match) => match[1] ?? ''));
}

const riot = (regionIndex: number): Handler => (call, scope) => {
  const region = call.arg(regionIndex).text.trim().toLowerCase();
  const regions = riotRegions(scope);
  if (region && regions.size > 0 && !regions.has(region)) {
    report(scope, {kind: 'value', severity: 'warning', variable: call.variable, message: `\`${region}\` is not one of the regions: ${[...regions].join(', ')}.`}, call.node);
  }
  return live(scope.input.samples.rank);
};

/**
 * `${quote}` prints `#<id> <text>`, with no mention and no colon (updates-2026c: unlike !quote's own
 * reply). The sample is one saved quote; `${quote <id>}` shows it under the number asked for, and a
 * value that is not a number leaves the variable as typed (src/data/variables/entries/quote.ts).
 */
const quote: Handler = (call, scope) => {
  const saved = scope.input.samples.quote.trim();
  if (call.words.length === 0) return live(saved);
  const id = call.arg(0).text.trim();
  if (!/^\d+$/.test(id)) {
    report(scope, {kind: 'value', severity: 'error', variable: 'quote', message: `\`${id}\` is not a quote number, so the bot posts the variable as typed.`}, call.node);
    return literal(sourceOf(call.node, scope));
  }
  const text = saved.replace(/^#\d+\s*/, '');
  // The number as written, less leading zeros: Number() would print a long one as 1e+23.
  return live(`#${id.replace(/^0+(?=\d)/, '')} ${text}`);
};

/**
 * The report opens with the place as the service names it, `<City>, <Country>:` (updates-2026c,
 * corrections /chatbot/commands/custom weather_example_reply). The preview looks nothing up: it keeps
 * the first and last parts of a place typed with commas ("Springfield, Illinois, United States" gives
 * "Springfield, United States"), and names the country sample after a place typed without one.
 */
const weather: Handler = (call, scope) => {
  const {samples} = scope.input;
  const parts = call.arg(0).text.split(',').map((part) => part.trim()).filter(Boolean);
  const city = parts[0];
  if (city === undefined) return live(samples.weather);
  const country = parts.length > 1 ? parts[parts.length - 1] : samples['weather.country'].trim();
  return live(`${country ? `${city}, ${country}` : city}: ${samples.weather}`);
};

const sample = (key: 'stockprice' | 'pointsname' | '7tvemotes' | 'bttvemotes' | 'ffzemotes' | 'twitchemotes'): Handler => (_call, scope) => live(scope.input.samples[key]);

/** setgame and settitle change the stream; the reply itself is empty. */
const streamChange = (what: string): Handler => (call, scope) => {
  scope.effects.push(`The stream’s ${what} becomes “${call.arg(0).text}” (the preview assumes the change succeeds).`);
  return literal('');
};

export const onlineHandlers: Record<string, Handler> = {
  customapi,
  ai,
  weather,
  stockprice: sample('stockprice'),
  leagueoflegends: riot(1),
  teamfighttactics: riot(0),
  pointsname: sample('pointsname'),
  quote,
  '7tvemotes': sample('7tvemotes'),
  bttvemotes: sample('bttvemotes'),
  ffzemotes: sample('ffzemotes'),
  twitchemotes: sample('twitchemotes'),
  setgame: streamChange('game'),
  settitle: streamChange('title'),
};
