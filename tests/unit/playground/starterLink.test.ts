import {describe, expect, it} from 'vitest';
import {decodeState, fragmentParameter, MAX_SHARE_LENGTH} from '@site/src/playground/logic/share';
import {stateFragment, storedDeflateRaw} from '@site/src/playground/logic/starterLink';
import {openInPlaygroundHref, playgroundRoute} from '@site/src/components/WidgetPlayground/OpenInPlayground';
import {starters} from '@site/src/playground/starters';
import {firstWidget} from '@site/src/playground/starters/firstWidget';

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('links that open the playground with a widget', () => {
  it('write a deflate-raw stream any inflater reads, over several stored blocks too', async () => {
    for (const size of [0, 1, 65_535, 65_536, 200_000]) {
      const bytes = Uint8Array.from({length: size}, (_, index) => (index * 31) % 251);
      expect(await inflate(storedDeflateRaw(bytes)), `${size} bytes`).toEqual(bytes);
    }
  });

  it('carry each starter whole, as the playground reads a shared link, well under the length limit', async () => {
    for (const starter of starters) {
      const state = {html: starter.html, css: starter.css, js: starter.js, fields: starter.fields, values: {}};
      const fragment = stateFragment(state);
      expect(fragment.length, starter.id).toBeLessThan(MAX_SHARE_LENGTH / 2);
      // A starter opens as it is: nothing to repair.
      expect(await decodeState(fragment), starter.id).toEqual({ok: true, value: {value: state, repairs: []}});
    }
  });

  it('point at the playground’s page with the first custom widget in #state=', async () => {
    const href = openInPlaygroundHref(firstWidget);
    expect(href.startsWith(`${playgroundRoute}#state=`)).toBe(true);
    const decoded = await decodeState(fragmentParameter(href.slice(href.indexOf('#')), 'state')!);
    expect(decoded).toMatchObject({ok: true, value: {value: {js: firstWidget.js, fields: firstWidget.fields}, repairs: []}});
  });
});
