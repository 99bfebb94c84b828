/**
 * Topics the gateway knows that have no page on this site: the provider lists them without documenting
 * what they carry. The topics index lists them with a line each, and marks the ones not published yet.
 * A topic whose payload the provider documents gets a page of its own (./entries) instead. Where a
 * payload is documented here after all, it is a JSON Schema like the topics with pages, so contracts
 * and tests can read it.
 */
import type {z} from 'zod';
import type {topicStatuses, topicWithoutPageSchema} from './schema';

export type TopicStatus = (typeof topicStatuses)[number];

/** Shape and field meanings: `topicWithoutPageSchema` in ./schema.ts. */
export type TopicWithoutPage = z.input<typeof topicWithoutPageSchema>;

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
