import {eventPayloadSchema, type TopicEvent} from '../payloads';
import {allTokenTypes, channelRoom, draft07, timestamp} from '../shared';
import type {JsonSchema, Topic} from '../types';

/** The states a contest moves through, in the order a contest meets them. */
export const contestStates = [
  {const: 'created', description: 'Set up, not started.'},
  {const: 'running', description: 'Taking bets.'},
  {const: 'closed', description: 'Betting has stopped; waiting for a winner to be picked.'},
  {const: 'completed', description: 'A winner was picked and the points were paid out.'},
  {const: 'refunded', description: 'Cancelled: every stake went back to its viewer.'},
  {const: 'ended', description: 'An old value the schema still lists; no longer sent.'},
] as const;

const events: readonly TopicEvent[] = [
  {
    name: 'update',
    description: 'A viewer placed a bet. `payload` has `optionId`, `amount` and `userId`.',
    payload: {
      type: 'object',
      required: ['optionId', 'amount', 'userId'],
      properties: {
        optionId: {type: 'string', description: 'ID of the option the viewer bet on.'},
        amount: {type: 'number', minimum: 0, description: 'Points the viewer bet.'},
        userId: {type: 'string', description: 'Who placed the bet.'},
      },
    },
  },
  {
    name: 'state',
    description: 'The contest moved to another state. `payload` has the new `state`, and `contestId` when the contest starts.',
    payload: {
      type: 'object',
      required: ['state'],
      properties: {
        state: {type: 'string', description: 'The state the contest is in now.', oneOf: contestStates},
        contestId: {type: 'string', description: 'ID of the contest; sent only when it starts.'},
      },
    },
  },
  {
    name: 'winner',
    description: 'A winning option was picked. `payload` has its `winnerId`.',
    payload: {type: 'object', required: ['winnerId'], properties: {winnerId: {type: 'string', description: 'ID of the winning option.'}}},
  },
];

const contestOption: JsonSchema = {
  $schema: draft07,
  type: 'object',
  properties: {
    _id: {type: 'string', description: 'ID of the option, as `optionId` and `winnerId` name it.'},
    command: {type: 'string', description: 'What viewers type after `!bet` to pick this option.'},
    title: {type: 'string', description: 'The option’s title.'},
    totalAmount: {type: 'number', description: 'Points bet on this option so far.'},
    totalUsers: {type: 'integer', description: 'Viewers who bet on this option.'},
    winner: {type: 'boolean', description: 'Whether this option won.'},
  },
};

const contest: JsonSchema = {
  $schema: draft07,
  type: 'object',
  properties: {
    channel: {type: 'string', description: 'Channel ID.'},
    title: {type: 'string', description: 'The contest’s question.'},
    description: {type: 'string', description: 'Longer text shown with it.'},
    minBet: {type: 'number', description: 'Smallest bet allowed.'},
    maxBet: {type: 'number', description: 'Largest bet allowed.'},
    botResponses: {type: 'boolean', description: 'Whether the bot confirms each bet in chat.'},
    options: {type: 'array', description: 'The options, each shaped as in the next table.', items: {type: 'object'}},
    totalAmount: {type: 'number', description: 'Points bet across all options.'},
    totalUsers: {type: 'integer', description: 'Viewers who bet.'},
    duration: {type: 'number', description: 'How long betting stays open.'},
    startedAt: timestamp('When betting opened'),
    endedAt: timestamp('When betting ended'),
    active: {type: 'boolean', description: 'Whether the contest is under way.'},
    state: {type: 'string', description: 'Its state, as `payload.state` of a `state` message names it.', oneOf: contestStates},
  },
};

const topic: Topic = {
  name: 'channel.contests',
  position: 13,
  slug: 'channel-contests',
  title: 'Contests',
  summary: 'Betting contests as they happen: each bet, each change of state and the winning option.',
  scope: null,
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: eventPayloadSchema(events, {type: 'object', description: 'Details of the event; its fields depend on `event`.'}),
  shapes: [
    {title: 'A contest, as the reference describes it (no event on this topic carries one)', schema: contest},
    {title: 'An option of a contest, as the reference describes it', schema: contestOption},
  ],
  examples: [
    {
      title: 'A contest opens',
      id: '01K2ZQ3M5B7D9F1H3K5N7Q9S1V',
      ts: '2026-05-09T20:00:04Z',
      data: {event: 'state', payload: {state: 'running', contestId: '6640e2a17bd94c0013f5a8c2'}},
    },
    {
      title: 'A viewer bets',
      id: '01K2ZQ6T8W0Y2A4C6E8G0J2M4P',
      ts: '2026-05-09T20:01:37Z',
      data: {event: 'update', payload: {optionId: '6640e2a17bd94c0013f5a8c4', amount: 400, userId: '61834520'}},
    },
    {
      title: 'Betting closes',
      id: '01K2ZQ9X1Z3B5D7F9H1K3M5P7R',
      ts: '2026-05-09T20:10:00Z',
      data: {event: 'state', payload: {state: 'closed'}},
    },
    {
      title: 'The winning option is picked',
      id: '01K2ZQC24A6C8E0G2J4M6P8R0T',
      ts: '2026-05-09T20:24:51Z',
      data: {event: 'winner', payload: {winnerId: '6640e2a17bd94c0013f5a8c4'}},
    },
  ],
};

export default topic;
