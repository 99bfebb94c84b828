/**
 * Every spam filter in src/data/filters is one the bench models: a key, a rule, starting settings and
 * example lines. A filter added to the data without them fails here, and its page stops the build.
 */
import {describe, expect, it} from 'vitest';
import {spamFilters} from '@site/src/data/filters';
import {presets} from '@site/src/tools/filterBench/model/presets';
import {rules} from '@site/src/tools/filterBench/model/rules';
import {filterOrder, startingSettings} from '@site/src/tools/filterBench/model/settings';
import {benchFilterId, filterIds, isFilterId} from '@site/src/tools/filterBench/model/types';

const slugs = spamFilters.map((filter) => filter.slug);
const sorted = (keys: readonly string[]) => [...keys].sort();

describe('the filter bench and the filters data', () => {
  it('has a key for every filter in the data, and none the data lacks', () => {
    expect(slugs.filter((slug) => !isFilterId(slug)), 'filters in src/data/filters missing from filterIds (src/tools/filterBench/model/types.ts)').toEqual([]);
    expect(sorted(filterIds), 'filterIds against the filters in src/data/filters').toEqual(sorted(slugs));
  });

  it('has a rule, starting settings and example lines for every filter in the data', () => {
    expect(sorted(Object.keys(rules)), 'rules (src/tools/filterBench/model/rules/index.ts)').toEqual(sorted(slugs));
    expect(sorted(Object.keys(startingSettings().filters)), 'startingSettings() (src/tools/filterBench/model/settings.ts)').toEqual(sorted(slugs));
    expect(sorted(Object.keys(presets)), 'presets (src/tools/filterBench/model/presets.ts)').toEqual(sorted(slugs));
  });

  it('lists the filters in the order of the filters index', () => {
    expect(filterOrder).toEqual(slugs);
  });

  it('refuses a filter it does not model, naming what to add', () => {
    expect(() => benchFilterId('no-such-filter')).toThrow(/"no-such-filter".*filterIds.*model\/rules\/index\.ts.*model\/settings\.ts/);
  });
});
