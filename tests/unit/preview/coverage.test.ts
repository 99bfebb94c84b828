/** A variable the preview has neither a behaviour nor a sample for is named with its file and key (the build runs this check on the real data). */
import {describe, expect, it} from 'vitest';
import {variables} from '@site/src/data/variables';
import {defineVariable} from '@site/src/data/variables/define';

import {buildCatalog} from '@site/src/preview/catalog';
import {previewGaps} from '@site/src/preview/coverage';
import {defaultSamples, previewReply} from '@site/src/preview';
import {testEnvironment} from './support';

const newVariable = (preview?: {sample: string}) =>
  defineVariable({
    name: 'zzecho',
    summary: 'Repeats a fixed greeting.',
    syntax: [{form: '${zzecho}', meaning: 'A fixed greeting.'}],
    output: 'A fixed greeting.',
    examples: [],
    relatedVariables: [],
    tags: ['variables'],
    ...(preview ? {preview} : {}),
  });

describe('reply preview coverage (src/preview/coverage.ts)', () => {
  it('names the entry file and the handler a new variable lacks', () => {
    expect(previewGaps(buildCatalog([...variables, newVariable()]))).toEqual([
      {
        file: 'src/data/variables/entries/zzecho.ts',
        message: "preview: the reply preview has no behaviour for ${zzecho}. Add a handler keyed 'zzecho' (or by each name) to src/preview/handlers, or give the entry preview: {sample: '<a reply value>'}.",
      },
    ]);
  });

  it('lets a sample stand in for a behaviour, and shows it in the preview', () => {
    const catalog = buildCatalog([...variables, newVariable({sample: 'hello there'})]);
    expect(previewGaps(catalog)).toEqual([]);
    const result = previewReply({reply: 'Bot says ${zzecho}', message: '!hi', senderName: 'PixelPanda', level: 'everyone', platform: 'twitch', samples: defaultSamples()}, testEnvironment(), catalog);
    expect(result.text).toBe('Bot says hello there');
  });
});
