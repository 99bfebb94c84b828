import {allTokenTypes, channelRoom} from '../shared';
import type {Topic} from '../types';

const topic: Topic = {
  name: 'channel.chatbot.timeout',
  position: 20,
  slug: 'chatbot/timeout',
  title: 'Chatbot timeout',
  summary: 'Meant to report the chatbot’s timeouts; not live yet, so nothing is published on it.',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  inDevelopment: true,
  // Not live: no events are published and no payload is documented, so there is no schema and no example.
  examples: [],
};

export default topic;
