/** ${channel}, ${game}, ${title}, ${uptime}: the stream, from the editable sample values. */
import {describedOutputs} from '../knowledge';
import {isLive} from '../samples';
import {live, type Scope} from '../scope';
import {fieldOf, type Handler} from './shared';

const ownGame = (scope: Scope) => scope.input.samples['channel.game'].trim() || describedOutputs.noGame;
const ownUptime = (scope: Scope) => (isLive(scope.input.samples) ? scope.input.samples['channel.uptime'] : describedOutputs.notLive);

const channel: Handler = (call, scope) => {
  const {samples} = scope.input;
  const field = fieldOf(call);
  if (!field) return live((samples.fields['channel.display_name'] ?? 'channel').toLowerCase());
  if (field === 'viewers') return live(isLive(samples) ? samples['channel.viewers'] : describedOutputs.notLive);
  if (field === 'uptime') return live(ownUptime(scope));
  if (field === 'game') return live(ownGame(scope));
  if (field === 'title') return live(samples['channel.title']);
  if (field === 'provider') return live(scope.input.platform === 'youtube' ? 'YouTube' : scope.input.platform === 'kick' ? 'Kick' : 'Twitch');
  return live(samples.fields[`channel.${field}`] ?? '');
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
