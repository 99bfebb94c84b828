import {allTokenTypes, channelRoom, draft07} from '../shared';
import type {Topic} from '../types';

const topic: Topic = {
  name: 'channel.chatbot.counters',
  position: 16,
  slug: 'chatbot/counters',
  title: 'Chatbot counters',
  summary: 'A chatbot counter has a new value, whether it changed in the dashboard, through a command or with !editcounter.',
  scope: null,
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: {
    $schema: draft07,
    type: 'object',
    required: ['counter', 'value'],
    properties: {
      counter: {type: 'string', description: 'Name of the counter.'},
      value: {type: 'number', description: 'Its value after the change. Deleting a counter and resetting it both send 0.'},
    },
  },
  examples: [
    {title: 'A counter goes up', id: '01K30K3D5F7H9K1M3P5R7T9W1Y', ts: '2026-06-08T21:04:37Z', data: {counter: 'bossfalls', value: 12}},
    {title: 'A counter is reset (or deleted)', id: '01K30K6G8J0M2P4R6T8W0Y2A4C', ts: '2026-06-08T23:59:02Z', data: {counter: 'bossfalls', value: 0}},
  ],
};

export default topic;
