import type {Topic} from './types';
import {exampleChannelId} from './shared';
import {channelActivities} from './activities';
import {channelGiveaways} from './giveaway';
import {channelKvstoreUpdate, channelOverlayAction, channelSessionUpdate, channelStreamStatus} from './channel';
import {channelTips, channelTipsModeration} from './tips';
import {chatbotEmoteCombo, chatbotPyramid, chatbotStatus, chatbotTimeout} from './chatbot';

export type {Topic, TopicExample, JsonSchema, TokenType} from './types';
export {exampleChannelId};

/** Every topic with a page, in the order the topics index lists them. */
export const topics: readonly Topic[] = [
  channelActivities,
  channelTips,
  channelTipsModeration,
  channelSessionUpdate,
  channelStreamStatus,
  channelOverlayAction,
  channelKvstoreUpdate,
  channelGiveaways,
  chatbotStatus,
  chatbotEmoteCombo,
  chatbotPyramid,
  chatbotTimeout,
];

/** Route of a topic's page. */
export const topicRoute = (topic: Topic): string => `/websockets/topics/${topic.slug}`;

/** The topic with this name; throws so a typo in MDX fails the build instead of rendering nothing. */
export function topicByName(name: string): Topic {
  const topic = topics.find((candidate) => candidate.name === name);
  if (!topic) throw new Error(`Unknown websocket topic "${name}"`);
  return topic;
}

/** The full message a client receives for one example: the envelope around the topic's data. */
export function exampleMessage(topic: Topic, index: number): Record<string, unknown> {
  const example = topic.examples[index];
  if (!example) throw new Error(`Topic ${topic.name} has no example ${index}`);
  return {id: example.id, ts: example.ts, type: 'message', topic: topic.name, room: exampleChannelId, data: example.data};
}
