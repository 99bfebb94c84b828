import type {ChatModule} from './types';

/** Modules that post on their own when something happens in chat or on the channel. */

/** The channel events Chat Alerts can post about; each has its own message and minimum. */
export const chatAlertEventTypes = [
  'Follows',
  'Subscriptions',
  'Tips',
  'Cheers',
  'Raids',
  'Ad breaks',
  'Loyalty redemptions',
  'Hype trains',
  'Polls',
  'Charity donations',
] as const;

export const chatAlerts: ChatModule = {
  slug: 'chat-alerts',
  name: 'Chat Alerts',
  adds: 'Posts a chat message when a channel event happens: a follow, subscription, tip, cheer or raid, an ad break, a loyalty redemption, a hype train, a poll or a charity donation.',
  commands: [],
  needs: [],
  settings: [
    {
      name: 'Event type',
      type: 'choice',
      default: null,
      range: chatAlertEventTypes.join(', '),
      meaning: 'The event a message belongs to. Each event type is set up on its own.',
    },
    {name: 'Message', type: 'template', default: null, meaning: 'What the bot posts in chat when that event happens.'},
    {
      name: 'Minimum threshold',
      type: 'number',
      default: null,
      meaning: 'The smallest event of that type that still gets a message, so small events can pass quietly.',
    },
  ],
  templates: [],
  placeholders: [],
  limits: ['Every event type has its own message and its own minimum.'],
};

export const liveAnnouncement: ChatModule = {
  slug: 'liveannouncement',
  name: 'Live Announcement',
  adds: 'Posts a message in chat when your stream goes live, with your title and game filled in.',
  commands: [],
  needs: [],
  settings: [],
  templates: [
    {
      name: 'Announcement',
      sentWhen: 'Your stream goes live.',
      placeholders: ['{title}', '{game}'],
    },
  ],
  placeholders: [
    {token: '{title}', meaning: 'The title of the stream that just started.'},
    {token: '{game}', meaning: 'The game or category you are streaming.'},
  ],
  limits: [
    'Runs by itself when the stream goes live; nobody types a command.',
    'Besides {title} and {game}, the message can use ${channel.display_name}, your channel’s display name.',
  ],
};

export const emoteCombo: ChatModule = {
  slug: 'emotecombo',
  name: 'Emote Combo',
  adds: 'Calls it out in chat when chatters chain the same emote several times in a row.',
  commands: [],
  needs: [],
  settings: [],
  templates: [],
  placeholders: [],
  limits: [
    'Runs by itself once switched on; nobody types a command.',
    'The provider documents no settings besides switching it on: the combo length and the message are not published.',
  ],
  topicRoute: '/websockets/topics/chatbot/modules-emotecombo',
};

export const emotePyramid: ChatModule = {
  slug: 'emotepyramid',
  name: 'Emote Pyramid',
  adds: 'Congratulates chat when chatters complete an emote pyramid, naming its width.',
  commands: [],
  needs: [],
  settings: [],
  templates: [],
  placeholders: [],
  limits: ['Runs by itself once switched on; nobody types a command.', 'A different message in the middle breaks the pyramid.'],
  topicRoute: '/websockets/topics/chatbot/modules-pyramid',
};
