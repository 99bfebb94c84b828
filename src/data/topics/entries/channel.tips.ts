import {allTokenTypes, channelRoom, exampleChannelId, tipSchema} from '../shared';
import type {Topic} from '../types';
import {tipper} from '../payloads';

const topic: Topic = {
  name: 'channel.tips',
  position: 2,
  slug: 'channel-tips',
  title: 'Tips',
  summary: 'Tips (donations) sent to the channel through its tipping page.',
  scope: 'tips:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: tipSchema({moderation: false}),
  examples: [
    {
      title: 'A new tip',
      id: '01JBF5KZNWJ47TAN9ZT24MNPZX',
      ts: '2025-04-12T20:41:37Z',
      data: {
        donation: {
          user: tipper,
          message: 'Snacks for the stream!',
          amount: 7.5,
          currency: 'EUR',
          paymentMethod: 'card',
        },
        _id: '228f219e9cb0eb53f16947cc',
        channel: exampleChannelId,
        provider: 'paypal',
        approved: 'allowed',
        status: 'success',
        createdAt: '2025-04-12T20:41:30.112Z',
        updatedAt: '2025-04-12T20:41:37.645Z',
        transactionId: '8KD31557XQ0240619',
      },
    },
  ],
};

export default topic;
