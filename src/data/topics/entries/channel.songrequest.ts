import {eventPayloadSchema, type TopicEvent} from '../payloads';
import {allTokenTypes, channelRoom} from '../shared';
import type {JsonSchema, Topic} from '../types';

const queueName: JsonSchema = {
  type: 'string',
  description: 'Which list: `pending` (waiting for a moderator’s approval) or `queue` (approved, waiting to play).',
  enum: ['pending', 'queue'],
};

/** A requested song, as the queue, history and playback events carry it. */
export const songSchema: JsonSchema = {
  type: 'object',
  properties: {
    _id: {type: 'string', description: 'ID of the request.'},
    videoId: {type: 'string', description: 'ID of the video on its platform.'},
    title: {type: 'string', description: 'Title of the video.'},
    duration: {type: 'number', description: 'Length in seconds.'},
    start: {type: 'number', description: 'Where playback starts, in seconds.'},
    end: {type: 'number', description: 'Where playback ends, in seconds.'},
    channel: {type: 'string', description: 'Channel ID of the channel it was requested in.'},
    amount: {type: 'number', description: 'The tip amount, for a request paid with a tip.'},
    message: {type: 'string', description: 'Message sent with the request.'},
    user: {
      type: 'object',
      description: 'Who asked for it.',
      properties: {
        providerId: {type: 'string', description: 'Platform user ID, when known.'},
        username: {type: 'string', description: 'Username.'},
        subscriber: {type: 'boolean', description: 'Whether they subscribe to the channel, when known.'},
      },
    },
    promoted: {type: 'boolean', description: 'Whether it was moved ahead in the queue.'},
    skipped: {type: 'boolean', description: 'Whether it was skipped.'},
    url: {type: 'string', description: 'Address of the video.'},
    type: {type: 'string', description: 'Kind of media.'},
    source: {type: 'string', description: 'How it was requested.', oneOf: [
      {const: 'tip', description: 'With a tip.'},
      {const: 'bot', description: 'With the chatbot’s request command.'},
      {const: 'site', description: 'On the channel’s request page.'},
    ]},
    approvedBy: {type: 'string', description: 'Who approved it.'},
    provider: {type: 'string', description: 'Where the video lives.', examples: ['youtube']},
    voteskips: {type: 'array', description: 'The viewers who voted to skip it.'},
    tags: {type: 'array', description: 'The video’s tags.'},
    statistics: {
      type: 'object',
      description: 'The video’s counts on its platform.',
      properties: {
        viewCount: {type: 'number', description: 'Views.'},
        likeCount: {type: 'number', description: 'Likes.'},
        dislikeCount: {type: 'number', description: 'Dislikes.'},
      },
    },
    categoryId: {type: 'number', description: 'The video’s category on its platform.'},
  },
};

const number = (description: string): JsonSchema => ({type: 'number', description});
const flag = (description: string): JsonSchema => ({type: 'boolean', description});

/** The media request settings, as settings.update carries them. */
export const songRequestSettingsSchema: JsonSchema = {
  type: 'object',
  properties: {
    enabled: flag('Whether media requests are on.'),
    mode: {type: 'string', description: 'Who may request.', oneOf: [
      {const: 'free', description: 'Anyone, through the chatbot.'},
      {const: 'tip', description: 'Only with a tip.'},
      {const: 'combined', description: 'Both.'},
    ]},
    moderation: flag('Whether requests wait for a moderator’s approval.'),
    player: {type: 'object', description: 'The player.', properties: {delay: number('Pause between songs, in milliseconds.')}},
    limits: {
      type: 'object',
      description: 'Limits on the queue and on each request.',
      properties: {
        queueLimit: number('The most songs the queue holds.'),
        maxDuration: number('Longest song accepted.'),
        maxFreeDuration: number('Longest song accepted without a tip.'),
        users: {type: 'object', description: 'Songs one viewer may have waiting.', properties: {free: number('Free requests.'), paid: number('Paid requests.')}},
      },
    },
    backupPlaylist: {
      type: 'object',
      description: 'What plays when the queue is empty.',
      properties: {url: {type: 'string', description: 'Address of the playlist.'}, prioritizeQueue: flag('Whether requests play before the playlist.')},
    },
    bannedUsers: {type: 'array', description: 'Viewers who may not request.'},
    bot: {
      type: 'object',
      description: 'Requests made through the chatbot.',
      properties: {
        cost: number('Loyalty points a request costs.'),
        subscriberDiscount: number('Discount for subscribers.'),
        exemptUserLevel: number('User level from which requests are free.'),
        minUserLevel: number('Lowest user level that may request.'),
        voteskip: {
          type: 'object',
          description: 'Skipping by vote.',
          properties: {enabled: flag('Whether viewers can vote to skip.'), votesRequired: number('Votes that skip a song.')},
        },
      },
    },
    tips: {
      type: 'object',
      description: 'Requests paid with tips.',
      properties: {
        prioritize: flag('Whether tipped requests play first.'),
        minAmount: number('Smallest tip that buys a request.'),
        mediashare: {type: 'object', description: 'Paying by length.', properties: {enabled: flag('Whether it is on.'), costPerSecond: number('Price of one second.')}},
      },
    },
    youtube: {
      type: 'object',
      description: 'Rules for YouTube videos.',
      properties: {
        securityLevel: number('How strictly videos are filtered.'),
        musicOnly: flag('Whether only music videos are accepted.'),
        bannedTags: {type: 'array', description: 'Video tags that are refused.'},
        bannedVideos: {type: 'array', description: 'Videos that are refused.'},
        streamGeoLocation: {type: 'string', description: 'Country the stream is watched from, for region checks.'},
      },
    },
  },
};

const payload = (properties: Record<string, JsonSchema>, required: readonly string[] = Object.keys(properties)): JsonSchema => ({type: 'object', required, properties});
const nothingDocumented: JsonSchema = {type: 'object', description: 'No fields are documented.'};
const song = (description: string): JsonSchema => ({...songSchema, description});

/** Every value of `data.event`, with its payload. */
export const songRequestEvents: readonly TopicEvent[] = [
  {name: 'play', description: 'Playback resumed. No payload is documented.', payload: nothingDocumented},
  {name: 'pause', description: 'Playback paused. No payload is documented.', payload: nothingDocumented},
  {name: 'volume', description: 'The volume changed: `payload.volume`, 0 to 100.', payload: payload({volume: {type: 'number', minimum: 0, description: 'The new volume, 0 to 100.'}})},
  {
    name: 'queue.add',
    description: 'A song joined a list: `payload.song`, `payload.queue`, and its place as `payload.position` when given.',
    payload: payload({song: song('The song.'), position: number('Its place in the list.'), queue: queueName}, ['song', 'queue']),
  },
  {name: 'queue.remove', description: 'A song left a list: `payload.songId` and `payload.queue`.', payload: payload({queue: queueName, songId: {type: 'string', description: 'ID of the request.'}})},
  {name: 'queue.clear', description: 'A list was emptied: `payload.queue`.', payload: payload({queue: queueName})},
  {
    name: 'queue.purge',
    description: 'Every song of one viewer was taken out of the queue: `payload.user`; `payload.queue` is always `queue`.',
    payload: payload({queue: {type: 'string', const: 'queue', description: 'Always `queue`.'}, user: {type: 'string', description: 'Username of the viewer whose songs went.'}}),
  },
  {name: 'pending.approve', description: 'A moderator approved a waiting request: `payload.approvedBy`.', payload: payload({approvedBy: {type: 'string', description: 'Username of the moderator.'}})},
  {name: 'history.add', description: 'A song went into the history; the payload is the whole history, whose shape is not documented.', payload: {type: 'object'}},
  {name: 'history.clear', description: 'The history was emptied: `payload.removed` entries went.', payload: payload({removed: number('How many entries were removed.')})},
  {name: 'history.remove', description: 'One entry left the history: `payload.songId`.', payload: payload({songId: {type: 'string', description: 'ID of the request.'}})},
  {name: 'song.next', description: 'The next song starts: `payload.nextSong`, missing when the queue is empty.', payload: payload({nextSong: song('The song that starts.')}, [])},
  {name: 'song.skip', description: 'The current song was skipped. No payload is documented.', payload: nothingDocumented},
  {name: 'song.position', description: 'A song moved in the queue: `payload.songId` and its new `payload.position`.', payload: payload({songId: {type: 'string', description: 'ID of the request.'}, position: number('Its new place.')})},
  {
    name: 'song.voteskip',
    description: 'A viewer voted to skip: `payload.totalVotes` of `payload.votesRequired`, and `payload.completed` once the skip went through.',
    payload: payload({totalVotes: number('Votes so far.'), votesRequired: number('Votes needed.'), completed: flag('Whether the song was skipped.')}),
  },
  {name: 'song.previous', description: 'The previous song plays again: `payload.song`.', payload: payload({song: song('The song played again.')})},
  {name: 'settings.update', description: 'The settings changed; the payload is all of them (table below).', payload: songRequestSettingsSchema},
];

const topic: Topic = {
  name: 'channel.songrequest',
  position: 14,
  slug: 'channel-songrequest',
  title: 'Song requests',
  summary: 'Media requests as they happen: the queue, playback, skip votes, the history and the settings.',
  scope: 'overlays:read',
  room: channelRoom,
  tokenTypes: allTokenTypes,
  schema: eventPayloadSchema(songRequestEvents, {type: 'object', description: 'Details of the event; its fields depend on `event`, as the list above says.'}),
  shapes: [
    {title: 'A song (payload.song, payload.nextSong)', schema: songSchema},
    {title: 'The settings (payload of settings.update)', schema: songRequestSettingsSchema},
  ],
  examples: [
    {
      title: 'A request joins the queue',
      id: '01K30H8N0Q2S4V6X8Z0B2D4F6H',
      ts: '2026-06-06T20:14:51Z',
      data: {
        event: 'queue.add',
        payload: {
          queue: 'queue',
          position: 3,
          song: {
            _id: '6661a3f08c2d4e0015b7c9a2',
            videoId: 'r4Ndm0vId3o',
            title: 'Lighthouse Keeper (live session)',
            duration: 214,
            start: 0,
            end: 214,
            channel: '64f0c3a9d21b7e0012c4a5b6',
            message: '',
            user: {username: 'fennelfox', subscriber: true},
            promoted: false,
            skipped: false,
            url: 'https://www.youtube.com/watch?v=r4Ndm0vId3o',
            source: 'bot',
            provider: 'youtube',
            voteskips: [],
            tags: ['acoustic'],
          },
        },
      },
    },
    {title: 'A skip vote', id: '01K30HB3Q5S7V9X1Z3B5D7F9H1', ts: '2026-06-06T20:17:09Z', data: {event: 'song.voteskip', payload: {totalVotes: 3, votesRequired: 5, completed: false}}},
    {title: 'The volume changes', id: '01K30HD6S8V0X2Z4B6D8F0H2K4', ts: '2026-06-06T20:18:40Z', data: {event: 'volume', payload: {volume: 35}}},
    {title: 'The queue runs out', id: '01K30HF9V1X3Z5B7D9F1H3K5M7', ts: '2026-06-06T21:02:12Z', data: {event: 'song.next', payload: {}}},
  ],
};

export default topic;
