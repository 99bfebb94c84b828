import React from 'react';
import JsonBlock from '@site/src/components/JsonBlock';
import {exampleMessage, topicByName} from '@site/src/data/topics';

/** Each example payload of a topic, inside the full message envelope a client receives. */
export default function TopicExamples({name}: {name: string}): React.ReactElement {
  const topic = topicByName(name);
  return (
    <>
      {topic.examples.map((example, index) => (
        <JsonBlock key={example.id} title={example.title} value={exampleMessage(topic, index)} />
      ))}
    </>
  );
}
