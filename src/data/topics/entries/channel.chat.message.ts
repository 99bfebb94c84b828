import {allTokenTypes, channelRoom, draft07} from '../shared';
import type {JsonSchema, Topic} from '../types';

/**
 * `data` is the chat platform's own message object, passed on unchanged, so its fields depend on where
 * the message was written. The reference shows one example per platform and gives no field meanings:
 * the types below are read from those examples, the meanings from the names. Each description starts
 * with the platforms that send the field; none is required, since no field is common to all three.
 */
const twitch = 'Twitch.';
const youtube = 'YouTube.';
const kick = 'Kick.';
const both = 'Twitch and Kick.';

/**
 * A field that is `null` in every documented example. Its type when set is read from its name, as the
 * reference gives no meanings: an object for a thing, a string for an ID, an array for a plural.
 */
const unfilled = (type: 'object' | 'string' | 'array', where?: string): JsonSchema => ({
  type: [type, 'null'],
  description: `${where ? `${where} ` : ''}\`null\` in the documented example; what it holds when set is not documented.`,
});

const kickUser = (who: string): JsonSchema => ({
  type: 'object',
  description: `${kick} ${who}.`,
  properties: {
    user_id: {type: 'integer', description: 'Kick user ID.'},
    username: {type: 'string', description: 'Kick username.'},
    is_verified: {type: 'boolean', description: 'Whether the account is verified.'},
    profile_picture: {type: 'string', description: 'Profile picture URL; empty when there is none.'},
    channel_id: {type: 'integer', description: 'Kick channel ID.'},
    channel_slug: {type: 'string', description: 'The channel’s name in its Kick address.'},
  },
});

const schema: JsonSchema = {
  $schema: draft07,
  type: 'object',
  description: 'The platform’s own chat message object, unchanged.',
  properties: {
    broadcaster_user_id: {type: 'string', description: `${twitch} User ID of the channel.`},
    broadcaster_user_login: {type: 'string', description: `${twitch} Login name of the channel.`},
    broadcaster_user_name: {type: 'string', description: `${twitch} Display name of the channel.`},
    source_broadcaster_user_id: {type: 'string', description: `${twitch} Empty in the documented example.`},
    chatter_user_id: {type: 'string', description: `${twitch} User ID of the chatter.`},
    chatter_user_login: {type: 'string', description: `${twitch} Login name of the chatter.`},
    chatter_user_name: {type: 'string', description: `${twitch} Display name of the chatter.`},
    message_id: {type: 'string', description: `${both} ID of the message (a UUID).`},
    color: {type: 'string', description: `${twitch} Colour of the chatter’s name, as a hex code such as \`#1E90FF\`.`},
    message: {
      type: 'object',
      description: `${twitch} The message itself.`,
      properties: {
        text: {type: 'string', description: 'The whole text, emote names included.'},
        fragments: {
          type: 'array',
          description: 'The text cut into plain parts and emotes, in order.',
          items: {
            type: 'object',
            properties: {
              type: {type: 'string', description: 'What the part is.', examples: ['text', 'emote']},
              text: {type: 'string', description: 'The part’s text.'},
              cheermote: unfilled('object'),
              emote: {
                type: ['object', 'null'],
                description: 'The emote, for an emote part; `null` otherwise.',
                properties: {
                  id: {type: 'string', description: 'Emote ID.'},
                  emote_set_id: {type: 'string', description: 'ID of the set the emote belongs to.'},
                  owner_id: {type: 'string', description: 'User ID of the channel that owns the emote.'},
                  format: {type: 'array', description: 'Formats the emote comes in.', items: {type: 'string', examples: ['static']}},
                },
              },
              mention: unfilled('object'),
            },
          },
        },
      },
    },
    cheer: unfilled('object', twitch),
    badges: {
      type: 'array',
      description: `${twitch} The chatter’s badges.`,
      items: {
        type: 'object',
        properties: {
          set_id: {type: 'string', description: 'Badge kind, e.g. `subscriber`.'},
          id: {type: 'string', description: 'Badge version within the kind.'},
          info: {type: 'string', description: 'Extra detail, such as the months behind a subscriber badge.'},
        },
      },
    },
    message_type: {type: 'string', description: `${twitch} Kind of message.`, examples: ['text']},
    reply: unfilled('object', twitch),
    channel_points_custom_reward_id: unfilled('string', twitch),
    kind: {type: 'string', description: `${youtube} Kind of resource.`, examples: ['youtube#liveChatMessage']},
    etag: {type: 'string', description: `${youtube} Version tag of the resource.`},
    id: {type: 'string', description: `${youtube} ID of the message.`},
    snippet: {
      type: 'object',
      description: `${youtube} The message itself.`,
      properties: {
        type: {type: 'string', description: 'Kind of chat event.', examples: ['textMessageEvent']},
        liveChatId: {type: 'string', description: 'ID of the live chat.'},
        authorChannelId: {type: 'string', description: 'Channel ID of the author.'},
        publishedAt: {type: 'string', description: 'When it was posted (timestamp).'},
        hasDisplayContent: {type: 'boolean', description: 'Whether there is text to show.'},
        displayMessage: {type: 'string', description: 'The text as it is shown.'},
        textMessageDetails: {
          type: 'object',
          description: 'Details of a text message.',
          properties: {messageText: {type: 'string', description: 'The text as it was written.'}},
        },
      },
    },
    authorDetails: {
      type: 'object',
      description: `${youtube} Who wrote it.`,
      properties: {
        channelId: {type: 'string', description: 'Channel ID of the author.'},
        channelUrl: {type: 'string', description: 'Address of the author’s channel.'},
        displayName: {type: 'string', description: 'Display name of the author.'},
        profileImageUrl: {type: 'string', description: 'Profile picture URL.'},
        isVerified: {type: 'boolean', description: 'Whether the channel is verified.'},
        isChatOwner: {type: 'boolean', description: 'Whether the author owns the channel.'},
        isChatSponsor: {type: 'boolean', description: 'Whether the author is a member of the channel.'},
        isChatModerator: {type: 'boolean', description: 'Whether the author moderates the chat.'},
      },
    },
    broadcaster: kickUser('The channel'),
    sender: kickUser('Who wrote it'),
    content: {type: 'string', description: `${kick} The text; an emote appears inside it as \`[emote:<id>:<name>]\`.`},
    emotes: unfilled('array', kick),
  },
};

const topic: Topic = {
  name: 'channel.chat.message',
  position: 4,
  slug: 'channel-chat-message',
  title: 'Chat message',
  summary: 'Every new chat message in the channel, in the shape of the platform it was written on.',
  scope: 'overlays:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema,
  examples: [
    {
      title: 'A Twitch message with an emote',
      id: '01K31B7Q2XW4M6TC8RNE0GZJ5D',
      ts: '2026-06-11T19:42:08Z',
      data: {
        broadcaster_user_id: '55019384',
        broadcaster_user_login: 'harbourlights',
        broadcaster_user_name: 'HarbourLights',
        source_broadcaster_user_id: '',
        chatter_user_id: '88201457',
        chatter_user_login: 'quietquokka',
        chatter_user_name: 'QuietQuokka',
        message_id: '5d2c8e71-4b3a-4f09-a6d2-91e7c0b84f36',
        color: '#9ACD32',
        message: {
          text: 'that jump was clean harbouWow',
          fragments: [
            {type: 'text', text: 'that jump was clean ', cheermote: null, emote: null, mention: null},
            {type: 'emote', text: 'harbouWow', cheermote: null, emote: {id: '411028563', emote_set_id: '402117', owner_id: '55019384', format: ['static']}, mention: null},
          ],
        },
        cheer: null,
        badges: [{set_id: 'subscriber', id: '3', info: '5'}],
        message_type: 'text',
        reply: null,
        channel_points_custom_reward_id: null,
      },
    },
    {
      title: 'A YouTube message',
      id: '01K31B8D4FJ9P2VR6YK3WQ7NHC',
      ts: '2026-06-11T19:42:31Z',
      data: {
        kind: 'youtube#liveChatMessage',
        etag: 'q3Xv8LrT0mW2bN6kY1hZcA9dEfG',
        id: 'LCC.Cg8KDQoLd2F2ZXMtY2hhdBIbCgpiYXktYnJpZGdlEg1jaGF0LW1lc3NhZ2UtNw',
        snippet: {
          type: 'textMessageEvent',
          liveChatId: 'KicKGFVDaGFyYm91cmxpZ2h0cy1jaGF0EgtsaXZlLW5vdy0x',
          authorChannelId: 'UCq8tD2vLm4Xr7Pz0bN5kWsA',
          publishedAt: '2026-06-11T19:42:30.512Z',
          hasDisplayContent: true,
          displayMessage: 'greetings from the night shift',
          textMessageDetails: {messageText: 'greetings from the night shift'},
        },
        authorDetails: {
          channelId: 'UCq8tD2vLm4Xr7Pz0bN5kWsA',
          channelUrl: 'https://www.youtube.com/channel/UCq8tD2vLm4Xr7Pz0bN5kWsA',
          displayName: 'Night Owl Nadia',
          profileImageUrl: 'https://yt3.example.com/avatars/night-owl-nadia.jpg',
          isVerified: false,
          isChatOwner: false,
          isChatSponsor: true,
          isChatModerator: false,
        },
      },
    },
    {
      title: 'A Kick message with an emote',
      id: '01K31B9A7HN3R5TW9ZB2DX6QME',
      ts: '2026-06-11T19:43:02Z',
      data: {
        message_id: 'b8e3f1a6-2c7d-4e90-8f15-3a6d9c2e7b41',
        broadcaster: {user_id: 48120937, username: 'harbourlights', is_verified: false, profile_picture: '', channel_id: 0, channel_slug: 'harbourlights'},
        sender: {user_id: 52209816, username: 'tidepoolted', is_verified: false, profile_picture: '', channel_id: 0, channel_slug: 'tidepoolted'},
        content: 'no way that worked [emote:39402:LULW]',
        emotes: null,
      },
    },
  ],
};

export default topic;
