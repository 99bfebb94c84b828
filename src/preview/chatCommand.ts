/**
 * The chat line that creates or changes a custom command (`!command add !name reply`, or `edit`;
 * `!cmd` is the short alias), built from the preview and read back from a pasted line.
 */
export type CommandAction = 'add' | 'edit';

export interface CommandLine {
  action: CommandAction;
  /** Without the leading `!`. */
  name: string;
  reply: string;
}

const linePattern = /^\s*!(?:command|cmd)\s+(add|edit)\s+!?(\S+)(?:[ \t]+(.*))?$/i;

/** A command name as typed, with or without its `!`, reduced to what goes after the `!`. */
export function commandName(typed: string): string {
  return typed.trim().replace(/^!+/, '').split(/\s+/)[0] ?? '';
}

/** The reply as chat carries it: one line (line breaks typed into the reply would split the message). */
export function oneLine(reply: string): string {
  // Split and trimmed, not one expression: `\s*[\r\n]+\s*` retries from every space of a long run of them.
  return reply
    .split(/[\r\n]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

export function buildCommandLine({action, name, reply}: CommandLine): string {
  return `!command ${action} !${commandName(name)} ${oneLine(reply)}`;
}

/** The command a chat message runs: its first word after the `!` (`!hug @Luna` runs `hug`); null when it runs none. */
export function messageCommand(message: string): string | null {
  const match = /^\s*!(\S+)/.exec(message);
  return match?.[1] ?? null;
}

/** The chat message with its command renamed (or added in front), the rest kept as typed. */
export function withCommand(message: string, name: string): string {
  const bare = commandName(name);
  const rest = messageCommand(message) === null ? message.trimStart() : message.replace(/^\s*!\S+\s?/, '');
  if (bare === '') return rest;
  return rest === '' ? `!${bare}` : `!${bare} ${rest}`;
}

/** Reads the first line that adds or edits a command; null when there is none. */
export function parseCommandLine(text: string): CommandLine | null {
  for (const line of text.split(/\r?\n/)) {
    const match = linePattern.exec(line);
    if (match) {
      return {action: (match[1] ?? 'add').toLowerCase() as CommandAction, name: match[2] ?? '', reply: (match[3] ?? '').trim()};
    }
  }
  return null;
}

/** Every command a multi-line setup creates, by name (lower case, without `!`). */
export function parseCommandLines(text: string): Map<string, string> {
  const commands = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const parsed = parseCommandLine(line);
    if (parsed) commands.set(parsed.name.toLowerCase(), parsed.reply);
  }
  return commands;
}
