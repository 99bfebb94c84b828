/** The modal shows its error screen only for errors named RetryError (the hosted client's name). */
export class SearchUnavailableError extends Error {
  readonly reason: 'not-built' | 'load-failed';
  constructor(message: string, reason: 'not-built' | 'load-failed', options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'RetryError';
    this.reason = reason;
  }
}
