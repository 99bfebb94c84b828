/**
 * Variables that ask an outside service or the channel's records. The preview answers from the
 * sample values (samples.ts) and never touches the network; checks on the values typed follow
 * the variables' pages (the ai prompt limit, the Riot regions, the customapi address).
 */
import {describedOutputs, aiPromptLimit} from '../knowledge';
import {live, literal, report, type Scope} from '../scope';
import type {Handler} from './shared';

const doc = (scope: Scope, name: string) => scope.catalog.docs.get(name);

/** The error text the data gives for a failed request, else the facts' description of it. */
function requestFailedText(scope: Scope): string {
  const note = doc(scope, 'customapi')?.notes.find((entry) => entry.kind === 'error' && entry.output && /unable/i.test(entry.output));
  return note?.output ?? describedOutputs.requestFailed;
}

const customapi: Handler = (call, scope) => {
  const url = call.arg(0).text.trim();
  if (url && !/^https?:\/\/\S+$/i.test(url)) {
    report(scope, {kind: 'value', severity: 'warning', variable: 'customapi', message: `\`${url}\` is not a full web address; start it with https://.`}, call.node);
  }
  const status = scope.input.samples['customapi.status'].trim();
  // Only an HTTP 200 passes the body on (updates-2026).
  if (status !== '200') return live(requestFailedText(scope));
  return live(scope.input.samples['customapi.body']);
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

const sample = (key: 'stockprice' | 'pointsname' | 'quote' | '7tvemotes' | 'bttvemotes' | 'ffzemotes' | 'twitchemotes'): Handler => (_call, scope) => live(scope.input.samples[key]);

/** setgame and settitle change the stream; the reply itself is empty. */
const streamChange = (what: string): Handler => (call, scope) => {
  scope.effects.push(`The stream’s ${what} becomes “${call.arg(0).text}” (the preview assumes the change succeeds).`);
  return literal('');
};

export const onlineHandlers: Record<string, Handler> = {
  customapi,
  ai,
  weather: (call, scope) => {
    const place = call.arg(0);
    return live(`${place.text}: ${scope.input.samples.weather}`);
  },
  stockprice: sample('stockprice'),
  leagueoflegends: riot(1),
  teamfighttactics: riot(0),
  pointsname: sample('pointsname'),
  quote: sample('quote'),
  '7tvemotes': sample('7tvemotes'),
  bttvemotes: sample('bttvemotes'),
  ffzemotes: sample('ffzemotes'),
  twitchemotes: sample('twitchemotes'),
  setgame: streamChange('game'),
  settitle: streamChange('title'),
};
