/**
 * What the reader gives Try it once for the whole page, in memory only (module variables of the
 * try-it chunk): the token, its kind, and the channel id every panel offers. Never written to
 * storage, the address, a share link, a DOM attribute or the console; forgotten when the reader
 * leaves /api (src/components/ApiReference calls `forgetAll` through ./mount.tsx) or reloads.
 */
import {useSyncExternalStore} from 'react';

export type TokenScheme = 'Bearer' | 'oAuth';
export interface TokenState {
  token: string;
  scheme: TokenScheme;
  /** The channel id typed in any panel, offered to every other. */
  channel: string;
}

const EMPTY: TokenState = {token: '', scheme: 'Bearer', channel: ''};
let state: TokenState = EMPTY;
const listeners = new Set<() => void>();

export function setToken(next: Partial<TokenState>): void {
  state = {...state, ...next};
  for (const listener of listeners) listener();
}

export const tokenState = (): TokenState => state;

/** Leaving /api: everything the reader typed for Try it is dropped. */
export function forgetAll(): void {
  setToken(EMPTY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToken(): TokenState {
  return useSyncExternalStore(subscribe, tokenState, tokenState);
}
