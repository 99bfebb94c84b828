import React from 'react';
import JsonBlock from '@site/src/components/JsonBlock';
import type {TopicSubscribeData} from '@site/src/data/topics/pageData';
import {compiledData} from './compiledData';

/** The subscribe request for one topic: the gateway's generic example with this topic filled in. */
export default function TopicSubscribe({name, data}: {name: string; data?: TopicSubscribeData}): React.ReactElement {
  const {request} = compiledData('TopicSubscribe', name, data);
  return <JsonBlock value={request} title="Subscribe request" />;
}
