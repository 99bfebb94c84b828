import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {firstHitsScriptKB} from '@site/scripts/bench/budgets.mjs';
import {shorthands, translations} from '@site/src/data/searchVocabulary';
import {assertBuildTier} from '../../support/buildTier';
import {buildDir} from '../../support/routes';

/** Every built script, by file name. */
function scripts(): Map<string, string> {
  assertBuildTier('the built scripts');
  const dir = path.join(buildDir, 'assets/js');
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]),
  );
}

/** Words only the vocabulary's tables hold (a shorthand as typed, a translation), taken from the data. */
const vocabularyMarkers = [shorthands[0]?.typed[0], translations.find((t) => t.es)?.es?.[0]].filter((word): word is string => !!word && word.length > 3);
/** Text that the search dialog, the search page and its first-hits script draw when nothing is found. */
const FALLBACK_TEXT = 'Nearest pages';
/** A user timing only the engine chunk records (src/search/embedded.ts). */
const ENGINE_MARK = 'search-index-ready';

describe('what search code each script carries', () => {
  const built = scripts();
  const holding = (marker: string) => [...built].filter(([, code]) => code.includes(marker)).map(([name]) => name);

  it('keeps the first-hits script of /search within its budget', () => {
    const [name, code] = [...built].find(([file]) => file.startsWith('first-hits.')) ?? [];
    expect(name, 'no first-hits script in build/assets/js').toBeDefined();
    expect(gzipSync(code ?? '', {level: 9}).length / 1000).toBeLessThanOrEqual(firstHitsScriptKB);
  });

  it('puts the vocabulary tables in the engine chunk, not in what draws the dialog or the search page', () => {
    expect(vocabularyMarkers).toHaveLength(2);
    const engine = holding(ENGINE_MARK);
    expect(engine).toHaveLength(1);
    for (const marker of vocabularyMarkers) {
      const carriers = holding(marker);
      expect(carriers).toContain(engine[0]);
      // Drawing code (the fallback's texts) with the tables beside it, outside the engine: a copy downloaded twice.
      expect(carriers.filter((name) => name !== engine[0] && built.get(name)?.includes(FALLBACK_TEXT)), marker).toEqual([]);
    }
  });
});
