/**
 * A link that opens the playground with a given widget: `#state=` as share links carry it, built
 * synchronously so pages can put it in their HTML. The deflate-raw stream is made of stored blocks
 * (uncompressed, RFC 1951 section 3.2.4), which `decodeState` inflates like any other; a starter's
 * few kilobytes stay well under the share links' length limit.
 */
import type {SharedState} from './share';
import {toBase64Url} from './share';

const storedBlockMax = 0xffff;

/** `bytes` as a deflate-raw stream of stored blocks. */
export function storedDeflateRaw(bytes: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(bytes.length / storedBlockMax));
  const out = new Uint8Array(bytes.length + blocks * 5);
  let at = 0;
  for (let block = 0; block < blocks; block += 1) {
    const chunk = bytes.subarray(block * storedBlockMax, (block + 1) * storedBlockMax);
    out[at] = block === blocks - 1 ? 1 : 0; // BFINAL on the last block; BTYPE 00 (stored)
    out[at + 1] = chunk.length & 0xff;
    out[at + 2] = chunk.length >> 8;
    out[at + 3] = ~chunk.length & 0xff;
    out[at + 4] = (~chunk.length >> 8) & 0xff;
    out.set(chunk, at + 5);
    at += 5 + chunk.length;
  }
  return out;
}

/** The `#state=` value that opens the playground with this widget. */
export function stateFragment(state: SharedState): string {
  return toBase64Url(storedDeflateRaw(new TextEncoder().encode(JSON.stringify({v: 1, ...state}))));
}
