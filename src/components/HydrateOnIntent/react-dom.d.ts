// @types/react-dom is not installed; src/search/modules.d.ts declares createPortal, this adds flushSync.
declare module 'react-dom' {
  export function flushSync<R>(fn: () => R): R;
}
