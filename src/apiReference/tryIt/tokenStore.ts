/**
 * The page's one token for "Try it", in memory only: a module variable of the try-it chunk. It is
 * never written to storage, the address, a share link or the console, and it is gone when the
 * page is left or reloaded.
 */
import {useSyncExternalStore} from 'react';

export type TokenScheme = 'Bearer' | 'oAuth';
export interface TokenState {
  token: string;
  scheme: TokenScheme;
}

let state: TokenState = {token: '', scheme: 'Bearer'};
const listeners = new Set<() => void>();

export function setToken(next: Partial<TokenState>): void {
  state = {...state, ...next};
  for (const listener of listeners) listener();
}

export const tokenState = (): TokenState => state;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToken(): TokenState {
  return useSyncExternalStore(subscribe, tokenState, tokenState);
}
