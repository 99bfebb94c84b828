/**
 * What the preview says about the command around the reply (not the reply's variables): a chat
 * message that runs no command, and line breaks that chat turns into spaces.
 */
import {messageCommand} from './chatCommand';
import type {Diagnostic} from './types';

export function commandProblems(message: string, reply: string): Diagnostic[] {
  const problems: Diagnostic[] = [];
  if (messageCommand(message) === null) {
    problems.push({
      kind: 'command',
      severity: 'error',
      message: 'The chat message runs no command: it must start with one, such as `!hug`. The answer shows the reply as if it ran, and there is no command to copy.',
      start: 0,
      end: 0,
    });
  }
  if (/[\r\n]/.test(reply)) {
    problems.push({
      kind: 'command',
      severity: 'info',
      message: 'A chat message is one line: the line breaks in the reply become spaces, in this answer and in the copied chat command.',
      start: 0,
      end: reply.length,
    });
  }
  return problems;
}
