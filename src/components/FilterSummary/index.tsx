import React from 'react';
import Link from '@docusaurus/Link';
import FactBox, {type Fact} from '@site/src/components/FactBox';
import {commandPath} from '@site/src/data/commandRoutes';
import type {SpamFilter} from '@site/src/data/filters';

/** The top of every filter page: what it catches, the limits you set, and !permit where it applies. */
export default function FilterSummary({filter}: {filter: SpamFilter}): React.ReactElement {
  const facts: Fact[] = [
    {term: 'Catches', content: filter.catches},
    {term: 'You set', content: `${filter.limitsYouSet.join(', ')}.`},
  ];
  if (filter.permit)
    facts.push({
      term: 'Temporary pass',
      content: (
        <>
          A moderator’s <Link to={commandPath('permit')}>!permit</Link> lets one chatter past this filter for a while.
        </>
      ),
    });
  facts.push({term: 'Set it up', content: 'Chatbot › Spam Filters in your dashboard.'});
  return <FactBox title={`${filter.name} filter at a glance`} facts={facts} />;
}
