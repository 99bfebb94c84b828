/**
 * Why search cannot answer, as the error screens tell it: no index built (dev server without a
 * build), the index or the search code did not arrive (network), or it arrived but cannot be read.
 */
export type UnavailableReason = 'not-built' | 'network' | 'corrupt';

/** The modal shows its error screen only for errors named RetryError (the hosted client's name). */
export class SearchUnavailableError extends Error {
  readonly reason: UnavailableReason;
  constructor(message: string, reason: UnavailableReason, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'RetryError';
    this.reason = reason;
  }
}
