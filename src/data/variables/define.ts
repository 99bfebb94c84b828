/**
 * Entry helper: most variables have no fields, notes, platform notes, aliases or retired spellings, so those default
 * to empty; where a variable works defaults to every platform (see `everyPlatform`).
 */
import type {ChatLine} from '@site/src/components/ChatExample';
import {platformIds, type Platform} from '../platforms';
import type {VariableDoc, WorkedExample} from './types';

type Optional = 'parameters' | 'fields' | 'notes' | 'platforms' | 'platformNotes' | 'aliases' | 'notForms' | 'relatedCommands';

export type VariableInput = Omit<VariableDoc, Optional> & Partial<Pick<VariableDoc, Optional>>;

/**
 * The provider's variables page names the variables that do not work somewhere ($(user), $(game)
 * and $(redeem) not on YouTube, updates-2026) and restricts no other: a variable works on every
 * platform the chatbot serves unless its entry says otherwise.
 */
export const everyPlatform: readonly Platform[] = platformIds;

export function defineVariable(input: VariableInput): VariableDoc {
  return {parameters: [], fields: [], notes: [], platforms: everyPlatform, platformNotes: [], aliases: [], notForms: [], relatedCommands: [], ...input};
}

/** The usual worked example: one chatter types the command and the bot answers. */
export function exchange(title: string, setup: string, chatter: ChatLine, reply: string): WorkedExample {
  return {title, setup, lines: [chatter, {role: 'bot', text: reply}]};
}
