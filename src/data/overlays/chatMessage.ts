/**
 * `obj.detail.event.data` of a `message` event: one chat message. Twitch and YouTube share most
 * fields; the platform column says where a field differs.
 */
import type {z} from 'zod';
import type {chatFieldSchema} from './schema';

export type ChatField = z.input<typeof chatFieldSchema>;

export const chatMessageFields: readonly ChatField[] = [
  {path: 'text', type: 'string', platform: 'Both', meaning: 'The message text, emote codes included.'},
  {path: 'nick', type: 'string', platform: 'Both', meaning: 'Login name of the chatter.'},
  {path: 'displayName', type: 'string', platform: 'Both', meaning: 'Display name of the chatter.'},
  {path: 'userId', type: 'string', platform: 'Both', meaning: 'Platform ID of the chatter. Keep it to handle `delete-messages`.'},
  {path: 'msgId', type: 'string', platform: 'Both', meaning: 'ID of the message. Keep it to handle `delete-message`.'},
  {path: 'channel', type: 'string', platform: 'Both', meaning: 'The channel the message was posted in.'},
  {path: 'time', type: 'number', platform: 'Both', meaning: 'When it was sent, in milliseconds since 1970.'},
  {path: 'isAction', type: 'boolean', platform: 'Both', meaning: 'Whether it is an action message (`/me`).'},
  {path: 'displayColor', type: 'string | null', platform: 'Both', meaning: 'Name colour chosen by the chatter; `null` on YouTube.'},
  {path: 'badges', type: 'array', platform: 'Both', meaning: 'Chat badges, each with `type`, `version`, `url` and `description`. Empty on YouTube.'},
  {path: 'emotes', type: 'array', platform: 'Both', meaning: 'Emotes in the text, each with `type`, `name`, `id`, `gif`, `urls` (by size) and its `start` and `end` position in `text`.'},
  {path: 'tags', type: 'object', platform: 'Twitch', meaning: 'Raw Twitch chat tags such as `badges`, `color`, `display-name`, `mod` and `subscriber`. An empty list on YouTube.'},
  {path: 'avatar', type: 'string', platform: 'YouTube', meaning: 'URL of the chatter’s profile picture.'},
  {path: 'authorDetails', type: 'object', platform: 'YouTube', meaning: 'YouTube’s author record: `channelId`, `displayName`, `profileImageUrl`, and the flags `isChatModerator`, `isChatOwner`, `isChatSponsor`, `isVerified`.'},
  {path: 'snippet', type: 'object', platform: 'YouTube', meaning: 'YouTube’s message record, including `displayMessage`, `publishedAt` and `type`.'},
  {path: 'kind, etag, id', type: 'string', platform: 'YouTube', meaning: 'YouTube’s own identifiers for the message.'},
];
