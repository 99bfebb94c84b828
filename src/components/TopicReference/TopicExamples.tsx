import React from 'react';
import JsonBlock from '@site/src/components/JsonBlock';
import type {TopicExamplesData} from '@site/src/data/topics/pageData';
import {compiledData} from './compiledData';

/** Each example payload of a topic, inside the full message envelope a client receives. */
export default function TopicExamples({name, data}: {name: string; data?: TopicExamplesData}): React.ReactElement {
  const {examples} = compiledData('TopicExamples', name, data);
  return (
    <>
      {examples.map((example) => (
        <JsonBlock key={example.id} title={example.title} value={example.message} />
      ))}
    </>
  );
}
