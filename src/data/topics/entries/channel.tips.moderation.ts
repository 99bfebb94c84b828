import {allTokenTypes, channelRoom, exampleChannelId, tipSchema} from '../shared';
import type {Topic} from '../types';
import {tipper} from '../payloads';

const heldTip = {
  donation: {user: {...tipper, username: 'QuietKestrel', email: 'kestrel@example.com', geo: 'CA'}, message: 'First tip, be kind', amount: 20, currency: 'CAD', paymentMethod: 'card'},
  _id: '904dba41ecccc3fc1626e53a',
  channel: exampleChannelId,
  provider: 'paypal',
  status: 'success',
  createdAt: '2025-05-02T17:03:11.204Z',
  transactionId: '3RT90418MB7752304',
};

const topic: Topic = {
  name: 'channel.tips.moderation',
  position: 3,
  slug: 'channel-tips-moderation',
  title: 'Tips moderation',
  summary: 'Tips as they move through moderation: held for review, then allowed or rejected.',
  scope: 'tips:moderation',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: tipSchema({moderation: true}),
  examples: [
    {
      title: 'A tip waiting for a moderator',
      id: '01JZ5AWSH8VHTPRE95B9EE0ZBG',
      ts: '2025-05-02T17:03:12Z',
      data: {...heldTip, approved: 'pending', updatedAt: '2025-05-02T17:03:12.090Z'},
    },
    {
      title: 'The same tip after a moderator allowed it',
      id: '01J36096Q14DR9GPQY77ZXYYK5',
      ts: '2025-05-02T17:04:40Z',
      data: {...heldTip, approved: 'allowed', updatedAt: '2025-05-02T17:04:39.518Z', approvedBy: 'ferngully_mod'},
    },
  ],
};

export default topic;
