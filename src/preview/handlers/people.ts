/** ${sender}, ${user}, ${touser} and the arguments: who typed the command, and what they typed. */
import {levelVariableValue, userLevel} from '@site/src/data/userLevels';
import {literal, live, report} from '../scope';
import type {Scope} from '../scope';
import type {Value} from '../types';
import {fieldOf, words, type Call, type Handler} from './shared';

/** A field of a person: the name and level come from the preview's inputs, the rest are samples. */
function personField(field: string, prefix: 'sender' | 'user', scope: Scope, named: string | null): Value {
  if (field === 'name') return literal((named ?? scope.input.senderName).toLowerCase());
  if (field === 'level' && named === null) return literal(String(levelVariableValue(userLevel(scope.input.level))));
  const sample = scope.input.samples.fields[`${prefix}.${field}`] ?? scope.input.samples.fields[`sender.${field}`];
  return live(sample ?? '');
}

const sender: Handler = (call, scope) => {
  const field = fieldOf(call);
  return field ? personField(field, 'sender', scope, null) : literal(scope.input.senderName);
};

/** Letters, digits and _, an optional @ in front, up to 30 characters (src/data/variables: args). */
const usernameShape = /^@?[\p{L}\p{N}_]{1,30}$/u;

const user: Handler = (call, scope) => {
  // With no name given, the word after the command is the target when it could be a username.
  const typed = scope.args[0] ?? '';
  const named = call.words.length > 0 ? call.arg(0).text.replace(/^@/, '') : usernameShape.test(typed) ? typed.replace(/^@/, '') : null;
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

/** A leading / or . is dropped from every word the chatter typed. */
const stripped = (word: string) => word.replace(/^[/.]+/, '');

/** `${args}`, `${0}` (the command word), `${3}`, `${2:}`, `${1:3}`, `${1.word}`, `${1.emote}`; a missing word gives nothing. */
const args: Handler = (call: Call, scope) => {
  const typed = scope.args.map(stripped);
  if (call.name === 'args') return literal(typed.join(' '));
  const match = /^(\d+)(.*)$/.exec(call.name);
  if (!match) return null;
  if (match[1] === '0' && match[2] === '') return literal(scope.input.message.trim().split(/\s+/)[0] ?? '');
  const index = Number(match[1]) - 1;
  const word = typed[index] ?? '';
  const range = /^:(\d+)$/.exec(match[2] ?? '');
  if (range) return literal(typed.slice(index, Number(range[1])).join(' '));
  switch (match[2]) {
    case ':':
      return literal(typed.slice(index).join(' '));
    case '.word':
      return literal(usernameShape.test(word) ? word : '');
    case '.emote':
      return {text: channelEmotes(scope).has(word) ? word : '', live: true};
    default:
      return literal(word);
  }
};

export const peopleHandlers: Record<string, Handler> = {sender, user, touser, args};
