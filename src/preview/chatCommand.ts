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

export function buildCommandLine({action, name, reply}: CommandLine): string {
  // A chat message is one line: line breaks typed into the reply would split it.
  const oneLine = reply.replace(/\s*[\r\n]+\s*/g, ' ').trim();
  return `!command ${action} !${commandName(name)} ${oneLine}`;
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
