import {describe, expect, it} from 'vitest';
import {READER_PLUGINS, readerSeconds} from '../../scripts/bench/reader-build-time.mjs';

const log = [
  '[PERF] postBuild site-files: 0.14 s',
  '[PERF] postBuild search-index: 1.06 s',
  '[PERF] postBuild markdown-twins: 2.64 s',
  '[PERF] postBuild changelog-feeds: 0.00 s',
  '[PERF] postBuild social-cards: 7.63 s',
  '[PERF] postBuild offline: 0.01 s',
  '[PERF] postBuild docusaurus-plugin-pwa: 0.24 s',
].join('\n');

describe('reader plugins in a build log', () => {
  it('adds up the post-build steps of the reader plugins only', () => {
    const result = readerSeconds(log);
    expect(result.missing).toEqual([]);
    expect(result.seconds).toBeCloseTo(2.64 + 0 + 7.63 + 0.01 + 0.24, 5);
  });

  it('names the plugins that did not report, so a renamed plugin cannot pass as free', () => {
    const result = readerSeconds(log.replace('social-cards', 'cards'));
    expect(result.missing).toEqual(['social-cards']);
    expect(READER_PLUGINS).toContain('social-cards');
  });
});
