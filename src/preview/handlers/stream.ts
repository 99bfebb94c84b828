/** ${channel}, ${game}, ${title}, ${uptime}: the stream, from the editable sample values. */
import {describedOutputs} from '../knowledge';
import {platform as platformOf} from '../platforms';
import {isLive, otherChannelSamples} from '../samples';
import {literal, live, report, type Scope} from '../scope';
import type {Value} from '../types';
import {fieldOf, type Call, type Handler} from './shared';

const ownGame = (scope: Scope) => scope.input.samples['channel.game'].trim() || describedOutputs.noGame;
const ownUptime = (scope: Scope) => (isLive(scope.input.samples) ? scope.input.samples['channel.uptime'] : describedOutputs.notLive);

/** One fact about your own channel. `provider` is the platform's id, always in lower case (updates-2026b). */
function ownField(field: string, scope: Scope): Value {
  const {samples} = scope.input;
  if (field === 'viewers') return live(isLive(samples) ? samples['channel.viewers'] : describedOutputs.notLive);
  if (field === 'uptime') return live(ownUptime(scope));
  if (field === 'game') return live(ownGame(scope));
  if (field === 'title') return live(samples['channel.title']);
  if (field === 'provider') return literal(scope.input.platform);
  return live(samples.fields[`channel.${field}`] ?? '');
}

/**
 * Another channel's facts on Twitch (updates-2026b variables.channel.other_channel): that channel's
 * own values, which the preview takes from the "another channel" samples, except `subs` and
 * `subpoints`, which give 0 for any channel but your own. A field missing here is one the facts say
 * nothing about for another channel: the preview leaves it empty and says so.
 */
const otherChannelFields: Readonly<Record<string, (named: string, scope: Scope) => Value>> = {
  display_name: (named) => live(named),
  provider: (_named, scope) => literal(scope.input.platform),
  subs: () => literal('0'),
  subpoints: () => literal('0'),
  ...Object.fromEntries(
    otherChannelSamples.map((field) => [
      field,
      (_named: string, scope: Scope) => live(scope.input.samples[`other.${field}` as const]),
    ]),
  ),
};

function otherChannelField(field: string, call: Call, scope: Scope): Value {
  const named = call.arg(0).text.trim().replace(/^@/, '');
  const {platform} = scope.input;
  if (platform === 'youtube') {
    report(scope, {kind: 'platform', severity: 'info', variable: 'channel', message: `On YouTube, naming another channel gives your own channel’s facts instead, so this is your own \`channel.${field}\`.`}, call.node);
    return ownField(field, scope);
  }
  if (platform !== 'twitch') {
    const label = platformOf(platform).label;
    report(
      scope,
      {kind: 'platform', severity: 'warning', variable: 'channel', message: `What naming another channel gives on ${label} is not documented (on Twitch it reads that channel, on YouTube your own); the preview leaves it empty.`},
      call.node,
    );
    return literal('');
  }
  const value = otherChannelFields[field];
  if (value) return value(named, scope);
  report(scope, {kind: 'value', severity: 'info', variable: 'channel', message: `The facts do not say what \`channel.${field}\` gives for another channel, so the preview leaves it empty.`}, call.node);
  return literal('');
}

const channel: Handler = (call, scope) => {
  const field = fieldOf(call);
  if (!field) return live((scope.input.samples.fields['channel.display_name'] ?? 'channel').toLowerCase());
  return call.words.length > 0 ? otherChannelField(field, call, scope) : ownField(field, scope);
};

/** Own channel without a value; another channel's sample with one. */
const ownOrOther = (own: (scope: Scope) => string, other: 'other.game' | 'other.title' | 'other.uptime'): Handler =>
  (call, scope) => live(call.words.length > 0 ? scope.input.samples[other] : own(scope));

export const streamHandlers: Record<string, Handler> = {
  channel,
  game: ownOrOther(ownGame, 'other.game'),
  title: ownOrOther((scope) => scope.input.samples['channel.title'], 'other.title'),
  uptime: ownOrOther(ownUptime, 'other.uptime'),
};
