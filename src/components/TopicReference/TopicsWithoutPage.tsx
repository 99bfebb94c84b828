import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import DataTable from '@site/src/components/DataTable';
import BulletList from '@site/src/components/BulletList';
import TextWithCode from '@site/src/components/TextWithCode';
import {exampleChannelId, type JsonSchema} from '@site/src/data/topics';
import {flattenSchema} from '@site/src/data/topics/fields';
import {topicStatusLabels, topicsWithoutPage, type TopicWithoutPage} from '@site/src/data/topics/withoutPage';
import {FieldTable} from './TopicFields';

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

/** A field table flattened from a payload schema here, in the browser: this page shows every topic without a page anyway. */
function SchemaFields({schema, caption, showCaption}: {schema: JsonSchema; caption: string; showCaption?: boolean}): React.ReactElement {
  return <FieldTable rows={flattenSchema(schema)} caption={caption} showCaption={showCaption} />;
}

function byName(name: string): TopicWithoutPage {
  const topic = topicsWithoutPage.find((candidate) => candidate.name === name);
  if (!topic) throw new Error(`Unknown topic without a page "${name}" in src/data/topics/withoutPage.ts`);
  return topic;
}

/** The documented payload of a topic without a page: field tables, notes and an example message. */
export function TopicWithoutPageDetails({name}: {name: string}): React.ReactElement {
  const topic = byName(name);
  const message = topic.example === undefined ? undefined : {type: 'message', topic: topic.name, room: exampleChannelId, data: topic.example};
  return (
    <div data-testid={`topic-details-${topic.name}`}>
      {topic.schema?.properties && <SchemaFields schema={topic.schema} caption={`Fields of data in ${topic.name} messages`} showCaption />}
      {topic.shapes?.map((shape) => <SchemaFields key={shape.title} schema={shape.schema} caption={shape.title} showCaption />)}
      {topic.notes.length > 0 && <BulletList items={topic.notes} />}
      {message && (
        <CodeBlock language="text" title="Example message (id and ts left out)">
          {JSON.stringify(message, null, 2)}
        </CodeBlock>
      )}
    </div>
  );
}
