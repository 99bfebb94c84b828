import {eventPayloadSchema, type TopicEvent} from '../payloads';
import {allTokenTypes, channelRoom, timestamp} from '../shared';
import type {JsonSchema, Topic} from '../types';

export const audienceGroups = ['everyone', 'vip', 'subscriber', 'follower'] as const;
export const queueStatusChanges = ['opened', 'suspended', 'unsuspended', 'closed'] as const;

/** A queue, as the created and updated events carry it. */
export const audienceQueueShape: JsonSchema = {
  type: 'object',
  description: 'A queue, as the created and updated events carry it.',
  properties: {
    isSuspended: {type: 'boolean', description: 'Whether the queue is paused: it exists but takes no new members.'},
    title: {type: 'string', description: 'The title the queue was opened with.'},
    audienceMemberGroups: {type: 'array', description: 'Who may join.', items: {type: 'string', enum: audienceGroups}},
    maxQueueSize: {type: 'integer', minimum: 0, description: 'The most viewers the queue holds; 0 means unlimited.'},
    createdAt: timestamp('When the queue was created'),
    updatedAt: timestamp('When it last changed'),
    statusChangeLog: {
      type: 'array',
      description: 'Each time the queue was opened, suspended, unsuspended or closed.',
      items: {
        type: 'object',
        properties: {
          status: {type: 'string', enum: queueStatusChanges, description: 'What happened.'},
          timeStamp: {type: 'string', description: 'When it happened.'},
        },
      },
    },
  },
};

/** A viewer in the queue, as the member events carry them. */
export const audienceMemberShape: JsonSchema = {
  type: 'object',
  description: 'A viewer in the queue.',
  properties: {
    id: {type: 'string', description: 'The viewer’s user ID on their platform.'},
    username: {type: 'string', description: 'The viewer’s login name.'},
    displayName: {type: 'string', description: 'The viewer’s display name.'},
    watchTime: {type: 'integer', minimum: 0, description: 'The viewer’s watch time in minutes on Twitch; 0 on other platforms.'},
    audienceGroups: {type: 'array', description: 'The groups the viewer belongs to.', items: {type: 'string', enum: audienceGroups}},
    position: {type: 'integer', minimum: 1, description: 'The viewer’s place in the queue.'},
  },
};

const queue: JsonSchema = {...audienceQueueShape, description: 'The queue.'};
const member: JsonSchema = {...audienceMemberShape, description: 'The viewer.'};

/**
 * The events as this site names them. The two versions of the reference disagree on the names (not on
 * what each event means or carries): `alternativeEventNames` holds the other version's, in the same order.
 */
export const audienceQueueEvents: readonly TopicEvent[] = [
  {name: 'audience-queue:created', description: 'A queue was opened; `payload` is the queue.', payload: queue},
  {
    name: 'audience-queue:updated',
    description: 'The queue changed: its title, groups or size, or it was paused or resumed (`isSuspended` flips and a log entry is added); `payload` is the queue.',
    payload: queue,
  },
  {name: 'audience-queue:deleted', description: 'The queue was closed; `payload` is always `null`.', payload: {type: 'null'}},
  {name: 'audience-queue:member-enqueued', description: 'A viewer joined the queue; `payload` is the viewer.', payload: member},
  {name: 'audience-queue:member-selected', description: 'A viewer was picked, by hand or at random; `payload` is the viewer.', payload: member},
  {name: 'audience-queue:member-removed', description: 'A viewer was taken out of the queue or out of the selection; `payload` is the viewer.', payload: member},
];

export const alternativeEventNames = ['queue.created', 'queue.updated', 'queue.deleted', 'member.enqueued', 'member.selected', 'member.removed'] as const;

/** The older socket.io room whose event names and payloads one version of the reference says these match. */
export const legacyRoom = 'audience-queue::{channelId}';

const viewer = {id: '70214563', username: 'mossyknight', displayName: 'MossyKnight', watchTime: 538, audienceGroups: ['follower', 'subscriber'], position: 2};

const topic: Topic = {
  name: 'channel.chatbot.audiencequeue',
  position: 17,
  slug: 'chatbot/audiencequeue',
  title: 'Audience queue',
  summary: 'The viewer queue live: the queue opening, changing and closing, and viewers joining, being picked or being removed.',
  scope: 'bot:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: eventPayloadSchema(audienceQueueEvents, {type: ['object', 'null'], description: 'The queue or the viewer the event is about; `null` when the queue was closed.'}),
  shapes: [
    {title: 'The queue (payload of the created and updated events)', schema: audienceQueueShape},
    {title: 'A viewer (payload of the member events)', schema: audienceMemberShape},
  ],
  examples: [
    {
      title: 'A queue opens',
      id: '01K30J2R4T6W8Y0A2C4E6G8J0M',
      ts: '2026-06-07T18:30:00Z',
      data: {
        event: 'audience-queue:created',
        payload: {
          isSuspended: false,
          title: 'Co-op tryouts',
          audienceMemberGroups: ['follower'],
          maxQueueSize: 20,
          createdAt: '2026-06-07T18:30:00Z',
          updatedAt: '2026-06-07T18:30:00Z',
          statusChangeLog: [{status: 'opened', timeStamp: '2026-06-07T18:30:00Z'}],
        },
      },
    },
    {title: 'A viewer joins', id: '01K30J5V7X9Z1B3D5F7H9K1M3P', ts: '2026-06-07T18:31:12Z', data: {event: 'audience-queue:member-enqueued', payload: viewer}},
    {title: 'A viewer is picked', id: '01K30J8Y0A2C4E6G8J0M2P4R6T', ts: '2026-06-07T18:44:05Z', data: {event: 'audience-queue:member-selected', payload: {...viewer, position: 1}}},
    {title: 'The queue closes', id: '01K30JB1C3E5G7J9M1P3R5T7W9', ts: '2026-06-07T19:20:48Z', data: {event: 'audience-queue:deleted', payload: null}},
  ],
};

export default topic;
