import React from 'react';
import Link from '@docusaurus/Link';
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
    <table data-testid="filters-table">
      <caption style={{captionSide: 'top', textAlign: 'left', fontWeight: 600}}>Spam filters compared</caption>
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
            <th scope="row" style={{textAlign: 'left'}}>
              <Link to={filterPath(f)}>{f.name}</Link>
            </th>
            <td>{f.catches}</td>
            <td>
              <Lines items={f.limitsYouSet} />
            </td>
            <td>
              <Lines items={f.exemptions} />
            </td>
            <td>
              <Lines items={f.penalties.filter((p) => !sharedPenalty(p, filters))} empty="The shared rules only" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A penalty every other filter lists too is explained once above the table, not in each row. */
function sharedPenalty(penalty: string, filters: readonly SpamFilter[]): boolean {
  return filters.filter((f) => f.penalties.includes(penalty)).length > 1;
}
