import React from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import BulletList from '@site/src/components/BulletList';
import {filterPath, spamFilters, type SpamFilter} from '@site/src/data/filters';

function Lines({items, empty}: {items: readonly string[]; empty: string}): React.ReactElement {
  return items.length === 0 ? <>{empty}</> : <BulletList items={items} style={{margin: 0, paddingLeft: '1.1rem'}} />;
}

/** A line several filters list is explained once next to the table, not in each row. */
function shared(line: string, filters: readonly SpamFilter[], field: 'exemptions' | 'penalties'): boolean {
  return filters.filter((f) => f[field].includes(line)).length > 1;
}

function hasExcludedGroups(filter: SpamFilter): boolean {
  return filter.settings.some((s) => s.type === 'user-groups');
}

/** The filters side by side: what each catches, the limits you set, and what each adds to the shared rules. */
export default function FiltersComparisonTable({filters = spamFilters}: {filters?: readonly SpamFilter[]}): React.ReactElement {
  return (
    <DataTable
      caption="Spam filters compared"
      showCaption
      testId="filters-table"
      rowHeaders
      rows={filters}
      rowKey={(f) => f.slug}
      columns={[
        {label: 'Filter', cell: (f) => <Link to={filterPath(f)}>{f.name}</Link>},
        {label: 'Catches', cell: (f) => f.catches},
        {label: 'Limits you set', cell: (f) => <Lines items={f.limitsYouSet} empty="None published" />},
        {
          label: 'Left alone',
          cell: (f) => <Lines items={f.exemptions.filter((e) => !shared(e, filters, 'exemptions'))} empty={hasExcludedGroups(f) ? 'Excluded user groups only' : 'None published'} />,
        },
        {label: 'Extra penalty rules', cell: (f) => <Lines items={f.penalties.filter((p) => !shared(p, filters, 'penalties'))} empty="The shared rules only" />},
      ]}
    />
  );
}
