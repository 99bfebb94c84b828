/** The state one evaluation carries, and the small helpers every variable's behaviour shares. */
import type {Catalog} from './catalog';
import {maxDiagnostics} from './limits';
import type {Diagnostic, PreviewEnvironment, PreviewInput, Value} from './types';

export interface Scope {
  catalog: Catalog;
  input: PreviewInput;
  env: PreviewEnvironment;
  diagnostics: Diagnostic[];
  effects: string[];
  steps: number;
  exhausted: boolean;
  /** Set when the whole reply is suppressed (an `if` that is false and has no else). */
  silent: boolean;
  /** Set when one value replaces the whole reply (`${redeem}` posts the store's answer alone). */
  replacedBy: Value | null;
  /** The words typed after the command. */
  args: string[];
  source: string;
  /** Problems found past `maxDiagnostics`: counted, not listed. */
  unlisted: number;
}

export const literal = (text: string): Value => ({text, live: false});

/** What the reply says at `node`, exactly as typed (what the bot posts for a variable it leaves alone). */
export function sourceOf(node: {start: number; end: number}, scope: Scope): string {
  return scope.source.slice(node.start, node.end);
}
export const live = (text: string): Value => ({text, live: true});

export function joinValues(values: readonly Value[], separator = ''): Value {
  return {text: values.map((value) => value.text).join(separator), live: values.some((value) => value.live)};
}

/** False once `maxDiagnostics` problems are listed: a caller can skip the work of describing another. */
export const hasRoom = (scope: Scope): boolean => scope.diagnostics.length < maxDiagnostics;

export function report(scope: Scope, diagnostic: Omit<Diagnostic, 'start' | 'end'>, at: {start: number; end: number}): void {
  if (hasRoom(scope)) scope.diagnostics.push({...diagnostic, start: at.start, end: at.end});
  else scope.unlisted += 1;
}
