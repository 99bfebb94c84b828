/** ${sender}, ${user}, ${touser} and the arguments: who typed the command, and what they typed. */
import {userLevel} from '@site/src/data/userLevels';
import {literal, live, report} from '../scope';
import type {Scope} from '../scope';
import type {Value} from '../types';
import {fieldOf, words, type Call, type Handler} from './shared';

/** A field of a person: the name and level come from the preview's inputs, the rest are samples. */
function personField(field: string, prefix: 'sender' | 'user', scope: Scope, named: string | null): Value {
  if (field === 'name') return literal((named ?? scope.input.senderName).toLowerCase());
  if (field === 'level' && named === null) return literal(String(userLevel(scope.input.level).value));
  const sample = scope.input.samples.fields[`${prefix}.${field}`] ?? scope.input.samples.fields[`sender.${field}`];
  return live(sample ?? '');
}

const sender: Handler = (call, scope) => {
  const field = fieldOf(call);
  return field ? personField(field, 'sender', scope, null) : literal(scope.input.senderName);
};

const user: Handler = (call, scope) => {
  const named = call.words.length > 0 ? call.arg(0).text.replace(/^@/, '') : null;
  const field = fieldOf(call);
  if (field) return personField(field, 'user', scope, named);
  // Another chatter's display name comes from the bot's records, so its capitals may differ.
  return named === null ? literal(scope.input.senderName) : live(named);
};

const touser: Handler = (call, scope) => {
  const named = scope.args[0];
  if (named !== undefined) return literal(named);
  report(
    scope,
    {kind: 'fallback', severity: 'info', variable: 'touser', message: `\`\${touser}\` has no name to use: nothing follows the command in the chat message, so it becomes the sender, ${scope.input.senderName}.`},
    call.node,
  );
  return literal(scope.input.senderName);
};

function channelEmotes(scope: Scope): Set<string> {
  const {samples} = scope.input;
  return new Set(words([samples.emotes, samples['7tvemotes'], samples.bttvemotes, samples.ffzemotes, samples.twitchemotes].join(' ')));
}

/** `${args}`, `${3}`, `${2:}`, `${1.word}`, `${1.emote}`; a missing word gives nothing. */
const args: Handler = (call: Call, scope) => {
  if (call.name === 'args') return literal(scope.args.join(' '));
  const match = /^(\d+)(.*)$/.exec(call.name);
  if (!match) return null;
  const index = Number(match[1]) - 1;
  const word = scope.args[index] ?? '';
  switch (match[2]) {
    case ':':
      return literal(scope.args.slice(index).join(' '));
    case '.word':
      return literal(/^[\p{L}\p{N}]+$/u.test(word) ? word : '');
    case '.emote':
      return {text: channelEmotes(scope).has(word) ? word : '', live: true};
    default:
      return literal(word);
  }
};

export const peopleHandlers: Record<string, Handler> = {sender, user, touser, args};
