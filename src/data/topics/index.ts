import type {Topic} from './types';
import {exampleChannelId} from './shared';
import {topicModules} from './allEntries';

export type {Topic, TopicExample, JsonSchema, TokenType} from './types';
export {exampleChannelId};

/** Every topic with a page (one module each in ./entries), in the order the topics index lists them. */
export const topics: readonly Topic[] = topicModules.map((module) => module.entry).sort((a, b) => a.position - b.position);

/** Route of a topic's page. */
export const topicRoute = (topic: Topic): string => `/websockets/topics/${topic.slug}`;

/** The topic with this name; throws so a typo in MDX fails the build instead of rendering nothing. */
export function topicByName(name: string): Topic {
  const topic = topics.find((candidate) => candidate.name === name);
  if (!topic) throw new Error(`Unknown websocket topic "${name}"`);
  return topic;
}

export {exampleMessage} from './parts';
