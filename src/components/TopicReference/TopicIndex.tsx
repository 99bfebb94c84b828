import React from 'react';
import Link from '@docusaurus/Link';
import DataTable from '@site/src/components/DataTable';
import {topicRoute, topics} from '@site/src/data/topics';

/** Every topic with a page: name, what it reports and the scope its token needs. */
export default function TopicIndex(): React.ReactElement {
  return (
    <DataTable
      caption="Websocket topics"
      rows={topics}
      rowKey={(topic) => topic.name}
      columns={[
        {
          label: 'Topic',
          nowrap: true,
          cell: (topic) => (
            <Link to={topicRoute(topic)}>
              <code>{topic.name}</code>
            </Link>
          ),
        },
        {
          label: 'What it tells you',
          cell: (topic) => (
            <>
              {topic.summary}
              {/* The space stays outside the bold, which would otherwise start with it. */}
              {topic.inDevelopment && (
                <>
                  {' '}
                  <strong>In development.</strong>
                </>
              )}
            </>
          ),
        },
        {
          label: 'Scope',
          nowrap: true,
          cell: (topic) => (topic.scope ? <code>{topic.scope}</code> : topic.scope === null ? 'None needed' : '—'),
        },
      ]}
    />
  );
}
