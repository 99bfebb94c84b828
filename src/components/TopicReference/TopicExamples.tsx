import React from 'react';
import JsonBlock from '@site/src/components/JsonBlock';
import {examplesData} from '@site/src/data/topics/parts';
import type {Topic} from '@site/src/data/topics/types';

/**
 * Each example payload of a topic, inside the full message envelope a client receives. Left out of
 * search (not of the Markdown twin): made-up IDs and names only bloat the index, and the field
 * tables above already carry every field name.
 */
export default function TopicExamples({topic}: {topic: Topic}): React.ReactElement {
  const {examples} = examplesData(topic);
  return (
    <div data-search-skip="">
      {examples.map((example) => (
        <JsonBlock key={example.id} title={example.title} value={example.message} />
      ))}
    </div>
  );
}
