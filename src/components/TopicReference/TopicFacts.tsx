import React from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import CodeList from '@site/src/components/InlineText/CodeList';
import {topicByName} from '@site/src/data/topics';
import styles from './styles.module.css';

/** The facts a subscriber needs first: the topic name to copy, the room, the token and its scope. */
export default function TopicFacts({name}: {name: string}): React.ReactElement {
  const topic = topicByName(name);
  return (
    <div className={styles.facts}>
      <CodeBlock language="text" title="Topic">
        {topic.name}
      </CodeBlock>
      <dl className={styles.list}>
        <dt>Room</dt>
        <dd>{topic.room}</dd>
        <dt>Token</dt>
        <dd>
          Any of <CodeList items={topic.tokenTypes} lastSeparator=" or " />{' '}
          in <code>token_type</code> (<Link to="/websockets#authentication">authentication</Link>).
        </dd>
        {topic.scope !== undefined && (
          <>
            <dt>Scope</dt>
            <dd>{topic.scope === null ? 'None needed.' : <code>{topic.scope}</code>}</dd>
          </>
        )}
        {topic.inDevelopment && (
          <>
            <dt>Status</dt>
            <dd>In development: the provider is still building this topic.</dd>
          </>
        )}
      </dl>
    </div>
  );
}
