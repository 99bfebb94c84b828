/** The CSP hash source of the frame runtime, computed once (the site's CSP carries the same hash). */
import {frameRuntime} from '../frame/runtime';
import {hashSource} from '../frame/frameDocument';

let cached: Promise<string> | null = null;

export function runtimeHash(): Promise<string> {
  cached ??= crypto.subtle.digest('SHA-256', new TextEncoder().encode(frameRuntime)).then((digest) => {
    let binary = '';
    for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
    return hashSource(btoa(binary));
  });
  return cached;
}
