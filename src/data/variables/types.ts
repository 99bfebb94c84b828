/**
 * Shape of one chatbot variable page. Every page under /chatbot/variables is rendered
 * from one of these, and the index table is generated from all of them.
 */
import type {ChatLine} from '@site/src/components/ChatExample';
import type {Platform} from '../platforms';

/** Tags from docs/tags.yml that variable pages use (the validator checks the file too). */
export type VariableTag =
  | 'variables'
  | 'chatbot'
  | 'action'
  | 'ai'
  | 'channel'
  | 'counters'
  | 'emotes'
  | 'escaping'
  | 'finance'
  | 'game'
  | 'integrations'
  | 'loyalty-points'
  | 'math'
  | 'quotes'
  | 'random'
  | 'sender'
  | 'stream-info'
  | 'time'
  | 'twitch'
  | 'url'
  | 'user'
  | 'weather';

/** One way to write the variable. `form` always uses the ${...} spelling. */
export interface SyntaxForm {
  form: string;
  /** What this form gives back, in one sentence. Backticks mark code. */
  meaning: string;
}

export interface Parameter {
  /** As written in the syntax forms, e.g. `<location>`. */
  name: string;
  required: boolean;
  meaning: string;
}

/** A dotted field such as `sender.points`, with a sample value of our own. */
export interface OutputField {
  name: string;
  meaning: string;
  sample?: string;
}

export interface WorkedExample {
  title: string;
  /** What a moderator types to create the command, e.g. `!command add !hug ...`. */
  setup: string;
  /** The chat exchange when someone runs it. */
  lines: readonly ChatLine[];
  /** The effect outside chat, or a remark where the reply's wording is not documented. */
  result?: string;
}

export interface Note {
  /**
   * `error`: what the bot answers when something goes wrong; `limit`: a documented bound;
   * `behaviour`: what it answers in an edge case that is not an error (offline, missing, default).
   */
  kind: 'error' | 'limit' | 'behaviour';
  text: string;
  /** The exact text the bot posts, for errors that have one. */
  output?: string;
  /** Set when the provider's pages disagree on this: the page marks it "not confirmed". */
  unconfirmed?: true;
}

/**
 * Where a variable works. `platforms` is `null` only where no source says; `unconfirmed` lists
 * platforms one version of the provider's pages adds and another leaves out.
 */
export interface WhereItWorks {
  platforms: readonly Platform[] | null;
  unconfirmedPlatforms?: readonly Platform[];
  /** Platform differences the facts document, one sentence each. */
  platformNotes: readonly string[];
}

export interface VariableDoc extends WhereItWorks {
  /** Route segment and name: /chatbot/variables/<name>. */
  name: string;
  /** One line for the index table. */
  summary: string;
  syntax: readonly SyntaxForm[];
  parameters: readonly Parameter[];
  /** What the variable is replaced with. */
  output: string;
  fields: readonly OutputField[];
  examples: readonly WorkedExample[];
  notes: readonly Note[];
  /** Other names the bot accepts for the same variable, in ${...} form. */
  aliases: readonly string[];
  relatedVariables: readonly string[];
  /** Default command names, linked to /chatbot/commands/default/<name>. */
  relatedCommands: readonly string[];
  tags: readonly VariableTag[];
  /**
   * For a variable the reply preview has no behaviour for (src/preview/handlers): the value it shows
   * in its place. The build names every variable that has neither (src/preview/coverage.ts).
   */
  preview?: {sample: string};
}

/**
 * A variable the bot understands that has no page here (the route list is fixed): the variables
 * index lists it. `form` uses the ${...} spelling like every other syntax form on the site.
 */
export interface VariableWithoutPage extends WhereItWorks {
  name: string;
  summary: string;
  syntax: readonly SyntaxForm[];
  notes: readonly Note[];
  /** Other names the bot accepts for the same variable, in ${...} form. */
  aliases?: readonly string[];
  /** What the provider's pages leave open, said plainly; omitted when nothing is. */
  unconfirmed?: string;
}
