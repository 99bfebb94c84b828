/** What every filter's rule returns, and the helpers that build it. */
import {count} from '../text';
import type {Approximation, BenchSettings, ChatLine, FilterId, Outcome, PenaltyKind} from '../types';

/** A rule's finding before the bench applies exemptions, penalties, announcements and probation. */
export interface Check {
  outcome: Exclude<Outcome, 'exempt' | 'off'> | 'off' | 'exempt';
  detail: string;
  nearestMiss?: {text: string; closeness: number};
  /** The penalty when it is not the filter's own (a banned-words group, a blocklisted link). */
  override?: {kind: PenaltyKind; seconds?: number; reason?: string; why: string};
  approximations: readonly Approximation[];
}

/** What the bench remembers while it reads the lines in order. */
export interface BenchState {
  /** Each chatter's earlier messages that count for one-man spam, oldest first, by lower-case name. */
  history: Map<string, {at: number; message: string; pairs: Map<number, number>}[]>;
  /** Until when (seconds) a chatter's !permit lasts, by lower-case name. */
  permits: Map<string, number>;
}

export interface Rule {
  id: FilterId;
  check: (line: ChatLine, settings: BenchSettings, state: BenchState) => Check;
  /** After every line (caught or not): what the rule remembers for later lines. */
  remember?: (line: ChatLine, settings: BenchSettings, state: BenchState) => void;
}

/** How close a measured value is to a limit it may reach but not pass: 1 at the limit. */
export const closeness = (value: number, limit: number): number => (limit <= 0 ? (value > 0 ? 1 : 0) : value / limit);

/** "3 more would be caught" for a limit a message may reach but not pass. */
export const moreToCatch = (value: number, limit: number, unit: string): string => {
  const more = Math.max(1, Math.floor(limit) - value + 1);
  return `${count(more)} more ${more === 1 ? unit : `${unit}s`} would be caught`;
};

/** The nearer of two misses. */
export const nearer = <T extends {closeness: number}>(a: T, b: T): T => (b.closeness > a.closeness ? b : a);
