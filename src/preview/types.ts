/** Shapes shared by the reply preview's parser, evaluator and UI. No DOM, no network. */
import type {UserLevelId} from '@site/src/data/userLevels';
import type {PlatformId} from './platforms';
import type {SampleValues} from './samples';

export interface TextNode {
  kind: 'text';
  text: string;
  start: number;
  end: number;
}

/** `$(…)` or `${…}`; `content` holds its text and any variables nested inside. */
export interface VariableNode {
  kind: 'var';
  open: '$(' | '${';
  content: ReplyNode[];
  start: number;
  end: number;
}

export type ReplyNode = TextNode | VariableNode;

/**
 * `form`: it works, but written another way than the docs show; `fallback`: a variable quietly fell
 * back to another value; `command`: the chat message runs no command, or chat would change the reply.
 */
export type DiagnosticKind = 'unknown' | 'brackets' | 'arguments' | 'length' | 'platform' | 'bound' | 'value' | 'fallback' | 'command';

export interface Diagnostic {
  kind: DiagnosticKind;
  /** `error`: the bot will not answer as written; `warning`: it answers, maybe not as meant; `info`: worth knowing. */
  severity: 'error' | 'warning' | 'info';
  message: string;
  /** Offsets in the reply, for the UI to point at. */
  start: number;
  end: number;
  /** The variable the message is about, linked to its page. */
  variable?: string;
  /** For unknown names: the closest known spelling, written as the reader would type it. */
  suggestion?: string;
}

/** A value with a flag that says it came from a live service, a store or chance (so it varies). */
export interface Value {
  text: string;
  live: boolean;
}

export interface PreviewInput {
  reply: string;
  /** The chat line that runs the command, e.g. `!hug @Luna`. */
  message: string;
  senderName: string;
  level: UserLevelId;
  platform: PlatformId;
  samples: SampleValues;
}

/** A counter store that lives as long as the preview session. */
export type Counters = Map<string, number>;

export interface PreviewEnvironment {
  counters: Counters;
  /** Returns a number in [0, 1); injected so tests are repeatable. */
  random: () => number;
  now: () => Date;
}

export interface PreviewResult {
  /** What the bot posts; empty when it stays silent. */
  text: string;
  /** The same text in pieces; `live` pieces vary from run to run or come from sample values. */
  pieces: readonly Value[];
  /** True when the bot would post nothing at all (an `if` without an else, for example). */
  silent: boolean;
  /** A chat action the reply sends instead of a message (`/commercial 30` on Twitch); null for a message. */
  action: string | null;
  diagnostics: readonly Diagnostic[];
  /** Problems found beyond the ones listed in `diagnostics` (see `maxDiagnostics`). */
  unlisted: number;
  /** What running the command does besides replying (a new title, a counter change). */
  effects: readonly string[];
  /** Evaluation steps used, for the bound's tests and the benchmark. */
  steps: number;
}
