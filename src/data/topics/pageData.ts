/**
 * What each part of a topic page shows, built at compile time by plugins/remark-topic-page from the
 * topic data, so a page's chunk carries its own topic and not every topic. Plain data only: the
 * plugin writes it into the page as a literal.
 */
import {gatewayMessages} from '../websockets/messages';
import {flattenSchema, type FieldRow} from './fields';
import {exampleMessage, topicByName} from './index';
import {exampleChannelId} from './shared';
import type {TokenType} from './types';
import {platformLabels} from '../platforms';

/** `<TopicFacts>`: the name to copy, the room, the token kinds, the scope and the status. */
export interface TopicFactsData {
  name: string;
  room: string;
  tokenTypes: readonly TokenType[];
  /** Left out when the reference names no scope; `null` when it says none is needed. */
  scope?: string | null;
  /** Present (true) only for a topic the provider is still building. */
  inDevelopment?: true;
  /** Platform names, present only when the facts limit the topic to some platforms. */
  platforms?: readonly string[];
}

/** `<TopicSubscribe>`: the gateway's subscribe request with this topic filled in. */
export interface TopicSubscribeData {
  name: string;
  request: Readonly<Record<string, unknown>>;
}

/** `<TopicFields>`: the rows of the payload field table; `null` when no payload fields are documented. */
export interface TopicFieldsData {
  name: string;
  rows: readonly FieldRow[] | null;
}

/** `<TopicExamples>`: each example inside the full message envelope a client receives. */
export interface TopicExamplesData {
  name: string;
  examples: readonly {id: string; title: string; message: Readonly<Record<string, unknown>>}[];
}

function factsData(name: string): TopicFactsData {
  const topic = topicByName(name);
  return {
    name: topic.name,
    room: topic.room,
    tokenTypes: topic.tokenTypes,
    ...(topic.scope !== undefined && {scope: topic.scope}),
    ...(topic.inDevelopment && {inDevelopment: true}),
    ...(topic.platforms && {platforms: topic.platforms.map((id) => platformLabels[id])}),
  };
}

function subscribeData(name: string): TopicSubscribeData {
  const topic = topicByName(name);
  const {subscribe} = gatewayMessages;
  return {
    name: topic.name,
    request: {...subscribe, nonce: `sub-${topic.slug.replace('/', '-')}`, data: {...subscribe.data, topic: topic.name, room: exampleChannelId}},
  };
}

function fieldsData(name: string): TopicFieldsData {
  const topic = topicByName(name);
  return {name: topic.name, rows: topic.schema ? flattenSchema(topic.schema) : null};
}

function examplesData(name: string): TopicExamplesData {
  const topic = topicByName(name);
  return {
    name: topic.name,
    examples: topic.examples.map((example, index) => ({id: example.id, title: example.title, message: exampleMessage(topic, index)})),
  };
}

/** Each topic page component, by the name pages use for it, with the data it is given. */
export const topicPartData = {
  TopicFacts: factsData,
  TopicSubscribe: subscribeData,
  TopicFields: fieldsData,
  TopicExamples: examplesData,
} as const;

export type TopicPart = keyof typeof topicPartData;
