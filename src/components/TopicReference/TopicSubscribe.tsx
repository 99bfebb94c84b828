import React from 'react';
import JsonBlock from '@site/src/components/JsonBlock';
import {subscribeData} from '@site/src/data/topics/parts';
import type {Topic} from '@site/src/data/topics/types';

/** The subscribe request for one topic: the gateway's generic example with this topic filled in. */
export default function TopicSubscribe({topic}: {topic: Topic}): React.ReactElement {
  const {request} = subscribeData(topic);
  return <JsonBlock value={request} title="Subscribe request" />;
}
