import React from 'react';
import Link from '@docusaurus/Link';
import ScrollTable from '@site/src/components/ScrollTable';
import {filterPath, spamFilters, type SpamFilter} from '@site/src/data/filters';

function Lines({items, empty = 'None published'}: {items: readonly string[]; empty?: string}): React.ReactElement {
  if (items.length === 0) return <>{empty}</>;
  return (
    <ul style={{margin: 0, paddingLeft: '1.1rem'}}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The filters side by side: what each catches, the limits you set, exemptions and penalties. */
export default function FiltersComparisonTable({filters = spamFilters}: {filters?: readonly SpamFilter[]}): React.ReactElement {
  return (
    <ScrollTable caption="Spam filters compared" testId="filters-table">
      <thead>
        <tr>
          <th scope="col">Filter</th>
          <th scope="col">Catches</th>
          <th scope="col">Limits you set</th>
          <th scope="col">Left alone</th>
          <th scope="col">Extra penalty rules</th>
        </tr>
      </thead>
      <tbody>
        {filters.map((f) => (
          <tr key={f.slug}>
            <th scope="row">
              <Link to={filterPath(f)}>{f.name}</Link>
            </th>
            <td>{f.catches}</td>
            <td>
              <Lines items={f.limitsYouSet} />
            </td>
            <td>
              <Lines items={f.exemptions.filter((e) => !shared(e, filters, 'exemptions'))} empty="Excluded user groups only" />
            </td>
            <td>
              <Lines items={f.penalties.filter((p) => !shared(p, filters, 'penalties'))} empty="The shared rules only" />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** A line several filters list is explained once next to the table, not in each row. */
function shared(line: string, filters: readonly SpamFilter[], field: 'exemptions' | 'penalties'): boolean {
  return filters.filter((f) => f[field].includes(line)).length > 1;
}
