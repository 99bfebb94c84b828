/**
 * Topics the gateway knows that have no page on this site: the provider lists them without documenting
 * what they carry. The topics index lists them with a line each, and marks the ones not published yet.
 * A topic whose payload the provider documents gets a page of its own (./entries) instead. Where a
 * payload is documented here after all, it is a JSON Schema like the topics with pages, so contracts
 * and tests can read it.
 */
import type {JsonSchema} from './types';

export type TopicStatus = 'published' | 'in-development' | 'not-published-yet';

export interface TopicWithoutPage {
  name: string;
  /** What a message of the topic carries, in one or two sentences. */
  carries: string;
  /** Scope the token needs; `null` when the topic list says none; omitted when unknown. */
  scope?: string | null;
  status: TopicStatus;
  /** Schema of the message `data`, where the provider documents it. */
  schema?: JsonSchema;
  /** Further documented shapes inside `data`, each with a title (e.g. the queue and a member). */
  shapes?: readonly {title: string; schema: JsonSchema}[];
  /** Published limits and facts, one sentence each. */
  notes: readonly string[];
  /** An example `data` object; it must validate against `schema`. */
  example?: unknown;
}

export const topicsWithoutPage: readonly TopicWithoutPage[] = [
  {name: 'channel.announcements', carries: 'Channel announcement events.', scope: 'channel:read', status: 'published', notes: []},
  {name: 'channel.chatstats', carries: 'Updated chat statistics.', scope: null, status: 'published', notes: []},
  {name: 'channel.loyalty.redemptions', carries: 'Loyalty store redemptions.', scope: 'store:read', status: 'published', notes: []},
  {name: 'channel.loyalty.items', carries: 'Changes to the loyalty store’s items.', scope: 'store:read', status: 'published', notes: []},
  {name: 'channel.chatbot.modules', carries: 'Changes to chatbot modules.', scope: 'bot:read', status: 'not-published-yet', notes: []},
  {name: 'channel.chatbot.commands', carries: 'Changes to chatbot commands.', scope: 'bot:read', status: 'not-published-yet', notes: []},
  {name: 'channel.chatbot.timers', carries: 'Changes to chatbot timers.', scope: 'bot:read', status: 'not-published-yet', notes: []},
  {name: 'channel.chatbot.filters', carries: 'Changes to spam filters.', scope: 'bot:read', status: 'not-published-yet', notes: []},
];

export const topicStatusLabels: Record<TopicStatus, string> = {
  published: 'Published',
  'in-development': 'In development',
  'not-published-yet': 'Not published yet',
};
