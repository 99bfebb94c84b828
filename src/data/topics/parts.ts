/**
 * What each part of a topic page shows, worked out from the page's own topic entry
 * (src/data/topics/entries/<name>.ts, imported by the page). Nothing here imports the collection, so a
 * topic page ships its own topic and not every topic.
 */
import {gatewayMessages} from '../websockets/messages';
import {flattenSchema, type FieldRow} from './fields';
import {exampleChannelId} from './shared';
import type {TokenType, Topic} from './types';
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
  /** A table per object the entry describes on its own (`shapes`), in the entry's order. */
  shapes: readonly {title: string; rows: readonly FieldRow[]}[];
}

/** `<TopicExamples>`: each example inside the full message envelope a client receives. */
export interface TopicExamplesData {
  name: string;
  examples: readonly {id: string; title: string; message: Readonly<Record<string, unknown>>}[];
}

export function factsData(topic: Topic): TopicFactsData {
  return {
    name: topic.name,
    room: topic.room,
    tokenTypes: topic.tokenTypes,
    ...(topic.scope !== undefined && {scope: topic.scope}),
    ...(topic.inDevelopment && {inDevelopment: true}),
    ...(topic.platforms && {platforms: topic.platforms.map((id) => platformLabels[id])}),
  };
}

export function subscribeData(topic: Topic): TopicSubscribeData {
  const {subscribe} = gatewayMessages;
  return {
    name: topic.name,
    request: {...subscribe, nonce: `sub-${topic.slug.replace('/', '-')}`, data: {...subscribe.data, topic: topic.name, room: exampleChannelId}},
  };
}

export function fieldsData(topic: Topic): TopicFieldsData {
  return {
    name: topic.name,
    rows: topic.schema ? flattenSchema(topic.schema) : null,
    shapes: (topic.shapes ?? []).map((shape) => ({title: shape.title, rows: flattenSchema(shape.schema)})),
  };
}

export function examplesData(topic: Topic): TopicExamplesData {
  return {
    name: topic.name,
    examples: topic.examples.map((example, index) => ({id: example.id, title: example.title, message: exampleMessage(topic, index)})),
  };
}

/** The full message a client receives for one example: the envelope around the topic's data. */
export function exampleMessage(topic: Topic, index: number): Record<string, unknown> {
  const example = topic.examples[index];
  if (!example) throw new Error(`Topic ${topic.name} has no example ${index}`);
  return {id: example.id, ts: example.ts, type: 'message', topic: topic.name, room: exampleChannelId, data: example.data};
}
