import React from 'react';
import Link from '@docusaurus/Link';
import FactBox, {type Fact} from '@site/src/components/FactBox';
import {commandPath} from '@site/src/data/commandRoutes';
import {filtersPath, type SpamFilter} from '@site/src/data/filters';
import {protectionLevels} from '@site/src/data/filters/overview';
import {benchFilterId} from '@site/src/tools/filterBench/model/types';
import FilterBench from '../FilterBench';

/**
 * The top of every filter page: what it catches, the limits you set, the page-wide strictness slider,
 * what the provider's pages leave open about the filter, and !permit where it applies; then the
 * filter bench's button, which opens the bench with this filter's example lines.
 */
export default function FilterSummary({filter}: {filter: SpamFilter}): React.ReactElement {
  const facts: Fact[] = [
    {term: 'Catches', content: filter.catches},
    ...(filter.whatCounts ? [{term: 'What counts', content: filter.whatCounts}] : []),
    {term: 'You set', content: `${filter.limitsYouSet.join(', ')}.`},
    {
      term: 'Strictness',
      content: (
        <>
          The page-wide Protection slider on the <Link to={filtersPath}>Spam Filters</Link> page ({protectionLevels.join(', ')}) loads a preset into this
          filter and all the others.
        </>
      ),
    },
  ];
  if (filter.unconfirmed) facts.push({term: 'Not confirmed', content: filter.unconfirmed});
  if (filter.permit)
    facts.push({
      term: 'Temporary pass',
      content: (
        <>
          A moderator’s <Link to={commandPath('permit')}>!permit</Link> lets one chatter post links for a limited time.
        </>
      ),
    });
  facts.push({term: 'Set it up', content: 'Chatbot › Spam Filters in your dashboard.'});
  return (
    <>
      <FactBox title={`${filter.name} filter at a glance`} facts={facts} />
      <FilterBench filter={benchFilterId(filter.slug)} />
    </>
  );
}
