import {emoteCombo} from '../../modules/chat';
import {settingDefault} from '../../settings';
import {allTokenTypes, channelRoom} from '../shared';
import type {Topic} from '../types';
import {chatEventSchema} from '../payloads';

/** The module settings these topics follow, read from src/data/modules. */
const comboMinimum = Number(settingDefault(emoteCombo.settings, 'Minimum combo'));

const topic: Topic = {
  name: 'channel.chatbot.modules.emotecombo',
  position: 18,
  slug: 'chatbot/modules-emotecombo',
  title: 'Emote combo',
  summary: 'A chain of the same emote was broken after reaching the Emote Combo module’s minimum.',
  scope: 'bot:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: chatEventSchema(
    {
      emote: {type: 'string', description: 'The emote that was chained.'},
      count: {type: 'integer', minimum: comboMinimum, description: 'The final count: how many messages in a row carried the emote.'},
    },
    'the chatter whose message broke the combo',
  ),
  examples: [
    {
      title: 'A five-emote combo',
      id: '01JGFE6X260YEWQ2JE73CC4QBW',
      ts: '2025-04-04T20:15:57Z',
      data: {msg_id: '2c9d4e71-58a3-4f0b-9e62-d17a8b3c5f90', user_id: '44817302', user_name: 'Tidepool', emote: 'catJAM', count: 5},
    },
  ],
};

export default topic;
