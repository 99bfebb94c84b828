/** Entry helper: most variables have no fields, notes, platform notes or aliases, so those default to empty. */
import type {ChatLine} from '@site/src/components/ChatExample';
import type {VariableDoc, WorkedExample} from './types';

type Optional = 'parameters' | 'fields' | 'notes' | 'platforms' | 'aliases' | 'relatedCommands';

export type VariableInput = Omit<VariableDoc, Optional> & Partial<Pick<VariableDoc, Optional>>;

export function defineVariable(input: VariableInput): VariableDoc {
  return {parameters: [], fields: [], notes: [], platforms: [], aliases: [], relatedCommands: [], ...input};
}

/** The usual worked example: one chatter types the command and the bot answers. */
export function exchange(title: string, setup: string, chatter: ChatLine, reply: string): WorkedExample {
  return {title, setup, lines: [chatter, {role: 'bot', text: reply}]};
}
