import React from 'react';
import JsonBlock from '@site/src/components/JsonBlock';
import {exampleChannelId, topicByName} from '@site/src/data/topics';
import {gatewayMessages} from '@site/src/data/websockets/messages';

/** The subscribe request for one topic: the gateway's generic example with this topic filled in. */
export default function TopicSubscribe({name}: {name: string}): React.ReactElement {
  const topic = topicByName(name);
  const {subscribe} = gatewayMessages;
  const request = {...subscribe, nonce: `sub-${topic.slug.replace('/', '-')}`, data: {...subscribe.data, topic: topic.name, room: exampleChannelId}};
  return <JsonBlock value={request} title="Subscribe request" />;
}
