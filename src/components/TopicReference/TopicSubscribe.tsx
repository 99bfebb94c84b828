import React from 'react';
import JsonBlock from '@site/src/components/JsonBlock';
import {exampleChannelId, topicByName} from '@site/src/data/topics';
import {gatewayMessages} from '@site/src/data/websockets/messages';
import {subscribeRequest} from '@site/src/console/protocol';

/** The subscribe request for one topic, built by the same protocol module as the console. */
export default function TopicSubscribe({name}: {name: string}): React.ReactElement {
  const topic = topicByName(name);
  const {token, token_type: tokenType} = gatewayMessages.subscribe.data;
  const request = subscribeRequest({topic: topic.name, room: exampleChannelId, token, tokenType, nonce: `sub-${topic.slug.replace('/', '-')}`});
  return <JsonBlock value={request} title="Subscribe request" />;
}
