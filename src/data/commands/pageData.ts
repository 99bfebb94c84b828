import type {Command} from './types';
import {getCommand} from './index';

/** What one command page renders: its command and the one-line summaries of related commands. */
export interface CommandPageData {
  command: Command;
  relatedSummaries: Readonly<Record<string, string>>;
}

/** Built at compile time by plugins/remark-command-page, so a page ships only its own command. */
export function commandPageData(name: string): CommandPageData {
  const command = getCommand(name);
  return {
    command,
    relatedSummaries: Object.fromEntries(command.relatedCommands.map((related) => [related, getCommand(related).summary])),
  };
}
