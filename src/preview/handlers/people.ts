/** ${sender}, ${user}, ${touser} and the argument tokens: who typed the command, and what they typed. */
import {levelVariableValue, userLevel} from '@site/src/data/userLevels';
import {literal, live, report, sourceOf} from '../scope';
import type {Scope} from '../scope';
import type {Value} from '../types';
import {fieldOf, words, type Call, type Handler} from './shared';
import {parseArgumentToken, pickWords, spacedCheck, stripLeading, usernameShape} from '../argumentTokens';

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

const user: Handler = (call, scope) => {
  // With no name given, the word after the command is the target when it could be a username.
  const typed = scope.args[0] ?? '';
  const named = call.words.length > 0 ? call.arg(0).text.replace(/^@/, '') : usernameShape.test(typed) ? typed.replace(/^@/, '') : null;
  const field = fieldOf(call);
  if (field) return personField(field, 'user', scope, named);
  // Another chatter's display name comes from the bot's records, so its capitals may differ.
  return named === null ? literal(scope.input.senderName) : live(named);
};

/** The first word after the command as typed (a leading / or . dropped, an @ kept), else the sender. */
const touser: Handler = (call, scope) => {
  const named = scope.args[0];
  if (named !== undefined) return literal(stripLeading(named));
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

/** Says why the bot leaves a token as typed, and shows it so. */
function asTyped(call: Call, scope: Scope, message: string): Value {
  report(scope, {kind: 'value', severity: 'error', variable: 'args', message}, call.node);
  return literal(sourceOf(call.node, scope));
}

/**
 * The argument tokens (../argumentTokens.ts). A word the message does not have gives nothing (the
 * fallback after `|` then applies). Whether a word is an emote "in that same message" is read from
 * the channel-emote samples: the preview's chat message is plain text.
 */
const args: Handler = (call: Call, scope) => {
  const token = parseArgumentToken(call.name);
  if (!token) return null;
  const shown = `\`${sourceOf(call.node, scope)}\``;
  if (token.kind === 'invalid') return asTyped(call, scope, `${shown} is not an argument token (${token.why}), so the bot posts it as typed. Positions count up from 0, and a range goes from the smaller to the larger: \`\${1:3}\`.`);
  let check = token.check;
  if (call.words.length > 0) {
    const value = call.words.length === 1 ? (call.arg(0).text.trim()) : '';
    const spaced = token.single && token.check === null ? spacedCheck(value) : null;
    if (!spaced) return asTyped(call, scope, `${shown}: after a single word position only \`username\`, \`word\` or \`emote\` may follow, as in \`\${1 username}\`; the bot does not read this as a token.`);
    check = spaced;
  }
  const typed = [scope.input.message.trim().split(/\s+/)[0] ?? '', ...scope.args].map(stripLeading);
  const picked = pickWords(token, typed).join(' ');
  if (check === 'username') return literal(usernameShape.test(picked) ? picked : '');
  if (check === 'emote') return {text: channelEmotes(scope).has(picked) ? picked : '', live: true};
  return literal(picked);
};
export const peopleHandlers: Record<string, Handler> = {sender, user, touser, args};
