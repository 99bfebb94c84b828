import React from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import CodeList from '@site/src/components/CodeList';
import {FactList, type Fact} from '@site/src/components/FactBox';
import TopicSchemaLink from '@site/src/components/ApiContract/TopicSchemaLink';
import {factsData} from '@site/src/data/topics/parts';
import type {Topic} from '@site/src/data/topics/types';
import styles from './styles.module.css';

/** The facts a subscriber needs first: the topic name to copy, the room, the token and its scope. */
export default function TopicFacts({topic: entry}: {topic: Topic}): React.ReactElement {
  const topic = factsData(entry);
  const facts: Fact[] = [
    {term: 'Room', content: topic.room},
    {
      term: 'Token',
      content: (
        <>
          Any of <CodeList items={topic.tokenTypes} lastSeparator=" or " /> in <code>token_type</code> (<Link to="/websockets#authentication">authentication</Link>).
        </>
      ),
    },
  ];
  if (topic.scope !== undefined) facts.push({term: 'Scope', content: topic.scope === null ? 'None needed.' : <code>{topic.scope}</code>});
  facts.push({
    term: 'Schema',
    content: (
      <>
        <TopicSchemaLink name={topic.name} /> (JSON Schema of <code>data</code>)
      </>
    ),
  });
  if (topic.platforms) facts.push({term: 'Platforms', content: `Sent for ${topic.platforms.join(', ')} channels only.`});
  if (topic.inDevelopment) facts.push({term: 'Status', content: 'In development: the provider is still building this topic.'});
  return (
    <div className={styles.facts}>
      <CodeBlock language="text" title="Topic">
        {topic.name}
      </CodeBlock>
      <FactList facts={facts} />
    </div>
  );
}
