import React from 'react';
import DataTable from '@site/src/components/DataTable';
import TextWithCode from '@site/src/components/TextWithCode';
import {topicStatusLabels, topicsWithoutPage, type TopicWithoutPage} from '@site/src/data/topics/withoutPage';

const scopeCell = (topic: TopicWithoutPage): React.ReactNode =>
  topic.scope ? <code>{topic.scope}</code> : topic.scope === null ? 'None needed' : '—';

/** Every topic without a page here: name, what it carries, scope and whether it is published. */
export function TopicsWithoutPageTable(): React.ReactElement {
  return (
    <DataTable
      caption="Topics without a page of their own"
      testId="topics-without-page"
      rows={topicsWithoutPage}
      rowKey={(topic) => topic.name}
      columns={[
        {label: 'Topic', nowrap: true, cell: (topic) => <code>{topic.name}</code>},
        {label: 'What it carries', cell: (topic) => <TextWithCode text={topic.carries} />},
        {label: 'Scope', nowrap: true, cell: scopeCell},
        {label: 'Status', nowrap: true, cell: (topic) => topicStatusLabels[topic.status]},
      ]}
    />
  );
}
