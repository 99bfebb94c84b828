import {describe, expect, it} from 'vitest';
import {READER_STEPS, readerSeconds} from '../../scripts/bench/reader-build-time.mjs';

const log = [
  '[PERF] post-build read-pages: 0.31 s',
  '[PERF] post-build text-checks: 0.52 s',
  '[PERF] post-build route-scripts: 0.12 s',
  '[PERF] post-build search-index: 1.06 s',
  '[PERF] post-build markdown-twins: 2.64 s',
  '[PERF] post-build llms-txt: 0.02 s',
  '[PERF] post-build changelog-feeds: 0.00 s',
  '[PERF] post-build social-cards: 7.63 s (CPU 7.12 s)',
  '[PERF] post-build site-files: 0.14 s',
  '[PERF] post-build offline: 0.01 s',
  '[PERF] post-build write-pages: 0.08 s',
  '[PERF] post-build precache: 0.24 s',
].join('\n');

describe('reader steps in a build log', () => {
  it('adds up the post-build steps of the readers only (with the shared reading and writing of pages)', () => {
    const result = readerSeconds(log);
    expect(result.missing).toEqual([]);
    expect(result.seconds).toBeCloseTo(0.31 + 2.64 + 0.02 + 0 + 7.63 + 0.01 + 0.08 + 0.24, 5);
  });

  it('names the steps that did not report, so a renamed step cannot pass as free', () => {
    const result = readerSeconds(log.replace('social-cards', 'cards'));
    expect(result.missing).toEqual(['social-cards']);
    expect(READER_STEPS).toContain('social-cards');
  });
});
