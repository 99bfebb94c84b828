/**
 * Which of two penalties wins when one message breaks several filters (or several banned-words
 * groups): the order of src/data/filters filtersOverview.severityOrder (ban, timeout, warn and
 * delete, delete), and of two timeouts the longer.
 */
import {filtersOverview} from '@site/src/data/filters';
import type {PenaltyKind} from './types';

const rank = (kind: PenaltyKind) => filtersOverview.severityOrder.indexOf(kind);

/** True when `a` is harsher than `b`. */
export function harsher(a: {kind: PenaltyKind; seconds?: number}, b: {kind: PenaltyKind; seconds?: number}): boolean {
  if (rank(a.kind) !== rank(b.kind)) return rank(a.kind) < rank(b.kind);
  return a.kind === 'timeout' && (a.seconds ?? 0) > (b.seconds ?? 0);
}
