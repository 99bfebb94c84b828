import type {JsonSchema, TokenType} from './types';

/** Every topic accepts the same three token kinds; scopes differ per topic. */
export const allTokenTypes: readonly TokenType[] = ['jwt', 'oauth2', 'apikey'];

export const draft07 = 'http://json-schema.org/draft-07/schema#';

/** The made-up channel every example on the site belongs to. */
export const exampleChannelId = '64f0c3a9d21b7e0012c4a5b6';

export const channelRoom = 'The channel ID of the channel you want to follow.';

/** 24 hexadecimal characters: the form every channel, tip and giveaway ID takes. */
const objectId = (description: string): JsonSchema => ({type: 'string', pattern: '^[0-9a-f]{24}$', description});

const timestamp = (description: string): JsonSchema => ({type: 'string', description: `${description} (ISO 8601).`});

/** A tip as channel.tips and channel.tips.moderation deliver it; moderation adds `approvedBy`. */
export function tipSchema(options: {moderation: boolean}): JsonSchema {
  const approvedBy: Record<string, JsonSchema> = options.moderation
    ? {
        approvedBy: {
          type: 'string',
          description: 'The moderator who acted on the tip, whether they allowed it or rejected it. Present once a moderator has decided.',
        },
      }
    : {};
  return {
    $schema: draft07,
    type: 'object',
    required: ['donation', '_id', 'channel', 'provider', 'approved', 'status', 'createdAt', 'updatedAt', 'transactionId'],
    properties: {
      donation: {
        type: 'object',
        description: 'What the viewer sent.',
        required: ['user', 'message', 'amount', 'currency', 'paymentMethod'],
        properties: {
          user: {
            type: 'object',
            description: 'The viewer who tipped.',
            required: ['username', 'geo', 'email', 'channel'],
            properties: {
              username: {type: 'string', description: 'Name the viewer entered on the tipping page.'},
              geo: {type: 'string', description: 'Two-letter country code of the tipper.'},
              email: {type: 'string', description: 'E-mail address of the tipper.'},
              channel: objectId('Channel ID of the channel that received the tip.'),
            },
          },
          message: {type: 'string', description: 'Message sent with the tip; an empty string when there is none.'},
          amount: {type: 'number', minimum: 0, description: 'Tip amount in `currency`.'},
          currency: {type: 'string', description: 'Three-letter currency code, e.g. `EUR`.'},
          paymentMethod: {type: 'string', description: 'How the tip was paid, as the payment provider reports it.'},
        },
      },
      _id: objectId('ID of the tip.'),
      channel: objectId('Channel ID of the channel that received the tip.'),
      provider: {type: 'string', description: 'Payment provider that handled the tip, e.g. `paypal`.'},
      approved: {
        type: 'string',
        enum: ['pending', 'allowed', 'rejected'],
        description: 'Moderation state: waiting for a moderator, let through, or turned down.',
      },
      status: {type: 'string', description: 'Payment status, e.g. `success`.'},
      createdAt: timestamp('When the tip was created'),
      updatedAt: timestamp('When the tip last changed'),
      transactionId: {type: 'string', description: "The payment provider's transaction ID."},
      ...approvedBy,
    },
  };
}

export {objectId, timestamp};
