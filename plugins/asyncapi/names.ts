/** What each topic is called inside the AsyncAPI document: keys the document accepts. */
import type {Topic} from '../../src/data/topics/types';

/** `channel.chatbot.status` → `channelChatbotStatus`. */
function camel(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part, index) => (index === 0 ? part : part[0]!.toUpperCase() + part.slice(1)))
    .join('');
}

export const topicMessageKey = (topic: Pick<Topic, 'name'>): string => camel(topic.name);
export const topicOperationKey = (topic: Pick<Topic, 'name'>): string => `receive${camel(`x.${topic.name}`).slice(1)}`;
