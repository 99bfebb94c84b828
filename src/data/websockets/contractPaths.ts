/** Where each generated file lives and what each topic is called inside the AsyncAPI document. */
import type {Topic} from '../topics/types';

export const asyncApiJsonPath = '/websockets/asyncapi.json';
export const asyncApiYamlPath = '/websockets/asyncapi.yaml';

/** `channel.tips` → `/websockets/schemas/channel.tips.json`. */
export const topicSchemaPath = (topic: Pick<Topic, 'name'>): string => `/websockets/schemas/${topic.name}.json`;

/** `channel.chatbot.status` → `channelChatbotStatus`: a key the AsyncAPI document accepts. */
function camel(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part, index) => (index === 0 ? part : part[0]!.toUpperCase() + part.slice(1)))
    .join('');
}

export const topicMessageKey = (topic: Pick<Topic, 'name'>): string => camel(topic.name);
export const topicOperationKey = (topic: Pick<Topic, 'name'>): string => `receive${camel(`x.${topic.name}`).slice(1)}`;
