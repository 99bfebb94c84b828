/**
 * Topics the gateway knows that have no page on this site (the route list is fixed). The topics
 * index lists them with what they carry, and marks the ones not published yet. Where the provider
 * documents a payload, it is a JSON Schema like the topics with pages, so contracts and tests can
 * read it.
 */
import type {z} from 'zod';
import type {topicStatuses, topicWithoutPageSchema} from './schema';
import type {JsonSchema} from './types';
import {draft07} from './shared';

export type TopicStatus = (typeof topicStatuses)[number];

/** Shape and field meanings: `topicWithoutPageSchema` in ./schema.ts. */
export type TopicWithoutPage = z.input<typeof topicWithoutPageSchema>;

/** What a channel.overlay.broadcast event may carry. */
export const overlayBroadcastLimits = {eventNameMaxCharacters: 256, payloadMaxKB: 5} as const;

const iso = (what: string): JsonSchema => ({type: 'string', description: `${what} (ISO 8601).`});

/** The events channel.chatbot.audiencequeue sends in `data.event`. */
export const audienceQueueEvents = [
  {const: 'audience-queue:created', description: 'A queue was created; `payload` is the queue.'},
  {const: 'audience-queue:updated', description: 'The queue changed (title, groups, size, suspension); `payload` is the queue.'},
  {const: 'audience-queue:deleted', description: 'The queue was deleted; `payload` is `null`.'},
  {const: 'audience-queue:member-enqueued', description: 'A viewer joined the queue.'},
  {const: 'audience-queue:member-selected', description: 'A viewer was picked from the queue.'},
  {const: 'audience-queue:member-removed', description: 'A viewer was taken out of the queue.'},
] as const;

export const audienceGroups = ['everyone', 'vip', 'subscriber', 'follower'] as const;
export const queueStatusChanges = ['opened', 'suspended', 'unsuspended', 'closed'] as const;

export const audienceQueueShape: JsonSchema = {
  $schema: draft07,
  type: 'object',
  description: 'A queue, as the created and updated events carry it.',
  properties: {
    isSuspended: {type: 'boolean', description: 'Whether the queue is paused: it exists but takes no new members.'},
    title: {type: 'string', description: 'The title the queue was opened with.'},
    audienceMemberGroups: {type: 'array', description: 'Who may join.', items: {type: 'string', enum: audienceGroups}},
    maxQueueSize: {type: 'integer', minimum: 0, description: 'The most viewers the queue holds; 0 means unlimited.'},
    createdAt: iso('When the queue was created'),
    updatedAt: iso('When it last changed'),
    statusChangeLog: {
      type: 'array',
      description: 'Each time the queue was opened, suspended, unsuspended or closed.',
      items: {type: 'object', properties: {status: {type: 'string', enum: queueStatusChanges, description: 'What happened.'}}},
    },
  },
};

export const audienceMemberShape: JsonSchema = {
  $schema: draft07,
  type: 'object',
  description: 'A viewer in the queue.',
  properties: {
    id: {type: 'string', description: 'ID of the queue entry.'},
    username: {type: 'string', description: 'The viewer’s login name.'},
    displayName: {type: 'string', description: 'The viewer’s display name.'},
    watchTime: {type: 'integer', minimum: 0, description: 'The viewer’s watch time in minutes. Twitch only.'},
    audienceGroups: {type: 'array', description: 'The groups the viewer belongs to.', items: {type: 'string', enum: audienceGroups}},
    position: {type: 'integer', minimum: 1, description: 'The viewer’s place in the queue.'},
  },
};

export const topicsWithoutPage: readonly TopicWithoutPage[] = [
  {
    name: 'channel.chatbot.audiencequeue',
    carries: 'Every change to the channel’s audience queue (the viewer queue): the queue being created, changed or deleted, and viewers joining, being picked or being removed.',
    scope: 'bot:read',
    status: 'published',
    schema: {
      $schema: draft07,
      type: 'object',
      required: ['event', 'payload'],
      properties: {
        event: {type: 'string', description: 'What happened.', oneOf: audienceQueueEvents},
        payload: {type: ['object', 'null'], description: 'The queue or the member the event is about; `null` when the queue was deleted.'},
      },
    },
    shapes: [
      {title: 'The queue (payload of created and updated)', schema: audienceQueueShape},
      {title: 'A member (payload of the member events)', schema: audienceMemberShape},
    ],
    notes: [
      'The room is the channel ID, as for every channel topic.',
      'The reference lists the queue and member shapes without tying each member event to one; the member events are the ones about a single viewer.',
    ],
    example: {
      event: 'audience-queue:member-enqueued',
      payload: {id: '66b2f0c1e4a9d70012ab34cd', username: 'pixelpanda', displayName: 'PixelPanda', watchTime: 1260, audienceGroups: ['follower'], position: 3},
    },
  },
  {
    name: 'channel.session.reset',
    carries: 'The whole session map after a session reset. `data` is the map itself, flat: keys such as `follower-latest` sit directly in `data`, not under `data.session`.',
    scope: 'session:read',
    status: 'published',
    schema: {
      $schema: draft07,
      type: 'object',
      description: 'The session map, flat. Its keys are the session keys an overlay sees (`follower-latest`, `tip-session`, ...).',
      additionalProperties: true,
    },
    notes: ['Keys look like `follower-latest`, as in overlays; the older `latest_follower` style is not used.'],
    example: {'follower-latest': {name: 'BrambleByte'}, 'tip-latest': {name: 'MossyKnight', amount: 5, message: 'Great run!'}, 'follower-session': {count: 12}},
  },
  {
    name: 'channel.overlay.broadcast',
    carries: 'A custom event a client sends to the channel’s overlays: an event name, a target and a small payload.',
    scope: 'overlays:broadcast',
    status: 'published',
    schema: {
      $schema: draft07,
      type: 'object',
      required: ['target', 'event', 'data'],
      properties: {
        target: {type: 'string', description: 'Which overlays receive it.', examples: ['global']},
        event: {type: 'string', description: `Your event name, up to ${overlayBroadcastLimits.eventNameMaxCharacters} characters.`},
        data: {type: 'object', description: `Your payload, up to ${overlayBroadcastLimits.payloadMaxKB} KB.`},
      },
    },
    notes: [
      `The event name may be up to ${overlayBroadcastLimits.eventNameMaxCharacters} characters and the payload up to ${overlayBroadcastLimits.payloadMaxKB} KB.`,
      'Overlays receive it as a custom event; `global` targets all of them.',
    ],
    example: {target: 'global', event: 'emotesplosion-kappagen', data: {emote: 'Kappa'}},
  },
  {name: 'channel.chat.message', carries: 'Each chat message, in the shape of the platform it was sent on.', scope: 'overlays:read', status: 'published', notes: []},
  {name: 'channel.contests', carries: 'Contest (points prediction) events.', scope: null, status: 'published', notes: []},
  {name: 'channel.overlay.update', carries: 'A notice that one of the channel’s overlays was changed.', scope: 'overlays:read', status: 'published', notes: []},
  {name: 'channel.songrequest', carries: 'Song request events from the media request queue.', scope: 'overlays:read', status: 'published', notes: []},
  {name: 'channel.chatbot.counters', carries: 'A chatbot counter’s new value.', scope: null, status: 'published', notes: []},
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
