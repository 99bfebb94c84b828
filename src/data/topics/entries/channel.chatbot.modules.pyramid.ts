import {pyramidMinimumWidth} from '../../modules/chat';
import {allTokenTypes, channelRoom} from '../shared';
import type {Topic} from '../types';
import {chatEventSchema} from '../payloads';

const pyramidMinimum = pyramidMinimumWidth;

const topic: Topic = {
  name: 'channel.chatbot.modules.pyramid',
  position: 19,
  slug: 'chatbot/modules-pyramid',
  title: 'Emote pyramid',
  summary: 'A chatter completed an emote pyramid at least 3 emotes wide.',
  scope: 'bot:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: chatEventSchema(
    {
      word: {type: 'string', description: 'The emote the pyramid was built from.'},
      width: {type: 'integer', minimum: pyramidMinimum, description: 'The peak width: the most emotes in one row.'},
    },
    'the chatter who completed the pyramid',
  ),
  examples: [
    {
      title: 'A pyramid four wide',
      id: '01JY4T6S95ASHTJKT3KPTT1QCS',
      ts: '2025-04-04T20:31:12Z',
      data: {msg_id: 'a81f3c06-7d2e-4b95-8c40-5e6f9b1d2a37', user_id: '90115438', user_name: 'CopperCrane', word: 'PogChamp', width: 4},
    },
  ],
};

export default topic;
