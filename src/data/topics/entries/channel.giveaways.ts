import {allTokenTypes, channelRoom, draft07, exampleChannelId, objectId} from '../shared';
import type {JsonSchema, Topic} from '../types';

/** A viewer in a giveaway, as `entry` and `winner` describe them. */
function giveawayUser(description: string, withNew: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    providerId: {type: 'string', description: 'User ID prefixed with the platform, e.g. `twitch:…`.'},
    username: {type: 'string', description: 'Username of the viewer.'},
    avatar: {type: 'string', description: 'Avatar URL. Reserved: not filled in at the moment.'},
    subscriber: {type: 'boolean', description: 'Whether the viewer is a subscriber.'},
    tickets: {type: 'integer', minimum: 0, description: 'Tickets this entry holds.'},
  };
  if (withNew) properties.new = {type: 'boolean', description: 'Sent with `enter`: marks the entry as new.'};
  return {type: 'object', description, required: ['providerId', 'username', 'subscriber', 'tickets'], properties};
}

const event = (name: string, description: string): JsonSchema => ({const: name, description});

const schema: JsonSchema = {
  $schema: draft07,
  type: 'object',
  required: ['channelId', 'giveawayId', 'event', 'state', 'data'],
  properties: {
    channelId: objectId('Channel ID of the channel running the giveaway.'),
    giveawayId: objectId('ID of the giveaway.'),
    event: {
      type: 'string',
      description: 'What just happened.',
      oneOf: [
        event('start', 'The giveaway opened for entries. `data` is null.'),
        event('enter', 'A viewer entered. `data` has the totals and the `entry`.'),
        event('winner', 'A winner was drawn. `data` has the totals and the `winner`.'),
        event('close', 'Entries closed, as the state list reads it (not confirmed: the event list has `close` end the giveaway). `data` is null.'),
        event('complete', 'The giveaway finished, as the state list reads it (not confirmed: the event list has `complete` close the entries). `data` has the final totals.'),
        event('refund', 'The whole giveaway was refunded. `data` is null.'),
        event('refund-entry', 'One entry was refunded. `data` has that `entry`.'),
      ],
    },
    state: {
      type: 'string',
      description: 'State of the giveaway after the event.',
      oneOf: [
        {const: 'created', description: 'Set up, not started yet.'},
        {const: 'running', description: 'Open and taking entries.'},
        {const: 'closed', description: 'No more entries; winners can be drawn or the giveaway refunded.'},
        {const: 'refunded', description: 'Every entry was refunded.'},
        {const: 'completed', description: 'Finished.'},
      ],
    },
    data: {
      type: ['object', 'null'],
      description: 'Details for the event, or null when it has none.',
      properties: {
        totalUsers: {type: 'integer', minimum: 0, description: 'Viewers entered so far (final count on `complete`).'},
        totalTickets: {type: 'integer', minimum: 0, description: 'Tickets across all entries (final count on `complete`).'},
        entry: giveawayUser('The entry concerned (with `enter` and `refund-entry`).', true),
        winner: giveawayUser('The viewer drawn (with `winner`).', false),
      },
    },
  },
};

const base = {channelId: exampleChannelId, giveawayId: '40e50454f31af3176813e02e'};

const entry = {providerId: 'twitch:66120498', username: 'pebble_patrol', subscriber: true, tickets: 4};

const topic: Topic = {
  name: 'channel.giveaways',
  position: 12,
  slug: 'channel-giveaway',
  title: 'Giveaways',
  summary: 'Giveaway progress: start, entries, winners, closing, completion and refunds.',
  scope: null,
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema,
  examples: [
    {title: 'The giveaway starts', id: '01J981068VCD1GDJFMGT83PXT8', ts: '2025-06-14T18:00:02Z', data: {...base, event: 'start', state: 'running', data: null}},
    {
      title: 'A viewer enters',
      id: '01JMCHWYFGCW8T7SWM4FV4DK79',
      ts: '2025-06-14T18:02:45Z',
      data: {...base, event: 'enter', state: 'running', data: {totalUsers: 38, totalTickets: 121, entry: {...entry, new: true}}},
    },
    {
      title: 'One entry is refunded',
      id: '01J1E5128Q6RW31FZG0X454YG4',
      ts: '2025-06-14T18:05:19Z',
      data: {...base, event: 'refund-entry', state: 'running', data: {entry}},
    },
    {
      title: 'A winner is drawn',
      id: '01JG3BCKKDJWBHP1G201CYFW6V',
      ts: '2025-06-14T18:15:31Z',
      data: {
        ...base,
        event: 'winner',
        state: 'running',
        data: {totalUsers: 52, totalTickets: 176, winner: {providerId: 'twitch:70931555', username: 'sundial_sam', subscriber: false, tickets: 2}},
      },
    },
    {title: 'Entries close', id: '01JW1RNJ47E65GH2BH8VGS9ZM5', ts: '2025-06-14T18:15:40Z', data: {...base, event: 'close', state: 'closed', data: null}},
    {
      title: 'The giveaway completes',
      id: '01JXBAHW0GQNMF2KDPB0NR5YHC',
      ts: '2025-06-14T18:16:10Z',
      data: {...base, event: 'complete', state: 'completed', data: {totalUsers: 52, totalTickets: 176}},
    },
    {title: 'Another giveaway is refunded as a whole', id: '01JDZJJXXX7CK5Y1JX4WHRDD45', ts: '2025-06-21T12:30:00Z', data: {...base, giveawayId: '8767efc2f91624a8940f1f83', event: 'refund', state: 'refunded', data: null}},
  ],
};

export default topic;
