import type {Platform} from '../platforms';
import {platformLabels, platformList} from '../platforms';
import type {ChatModule} from './types';

/** Modules that post on their own when something happens in chat or on the channel. */

/** The channel events Chat Alerts can post about, per platform; each has its own messages. */
export const chatAlertEvents: Readonly<Record<Platform, readonly string[]>> = {
  twitch: [
    'Follows',
    'Tips',
    'Subscriptions',
    'Cheers',
    'Raids',
    'Channel point redemptions',
    'Merch',
    'Ad breaks',
    'Polls',
    'Predictions',
    'Hype trains',
    'Sponsorships',
  ],
  youtube: ['Tips', 'Sponsors', 'Subscribers', 'Redemptions', 'Merch'],
  kick: ['Follows', 'Subscriptions', 'Tips', 'KICKs'],
};

/** The events whose messages come in tiers by amount, per platform. */
export const chatAlertTieredEvents: Readonly<Record<Platform, readonly string[]>> = {
  twitch: ['Tips', 'Subscriptions', 'Cheers', 'Raids'],
  youtube: ['Tips', 'Sponsors'],
  kick: ['Tips', 'Subscriptions', 'KICKs'],
};

/**
 * Events listed above that the provider's pages disagree on: the 2026-09-13 changelog adds KICKs
 * (with tiers) to chat alerts; the module page lists only follows, subscriptions and tips for Kick.
 */
export const chatAlertUnconfirmedEvents: Readonly<Partial<Record<Platform, readonly string[]>>> = {kick: ['KICKs']};

/** Every event type on any platform, once each. */
export const chatAlertEventTypes: readonly string[] = [...new Set(Object.values(chatAlertEvents).flat())];

const eventInWords = (id: Platform, event: string) => (chatAlertUnconfirmedEvents[id]?.includes(event) ? `${event.toLowerCase()} (not confirmed)` : event.toLowerCase());

const perPlatform = (events: Readonly<Record<Platform, readonly string[]>>) =>
  (Object.keys(events) as Platform[]).map((id) => `${platformLabels[id]}: ${events[id].map((event) => eventInWords(id, event)).join(', ')}`).join('; ');

export const chatAlerts: ChatModule = {
  slug: 'chat-alerts',
  name: 'Chat Alerts',
  adds: 'Posts a chat message when a channel event happens: a follow, subscription, tip, cheer, raid or redemption, merch, an ad break, a poll, a prediction, a hype train and more, depending on the platform.',
  commands: [],
  needs: [],
  settings: [
    {
      name: 'Event type',
      type: 'choice',
      default: null,
      range: perPlatform(chatAlertEvents),
      meaning: 'The event a message belongs to. Each event type is set up on its own.',
    },
    {
      name: 'Messages',
      type: 'template',
      default: null,
      range: `Tiers by amount for ${perPlatform(chatAlertTieredEvents)}`,
      meaning:
        'What the bot posts when that event happens. For the events with tiers, each message has its own minimum amount and the highest tier the event reaches is used; a follow alert picks one of its messages at random.',
    },
    {name: 'Delay', type: 'seconds', default: null, meaning: 'Holds every alert back by this many seconds before the bot posts it.'},
  ],
  templates: [
    {name: 'Event messages', sentWhen: 'A follow, tip, subscription, cheer, raid, redemption or merch order arrives (on Kick, KICKs too, not confirmed).', placeholders: ['{user}', '{amount}', '{currency}', '{item}', '{msg}', '{tier}']},
    {name: 'Poll started (Twitch)', sentWhen: 'A poll opens.', placeholders: ['{title}', '{choices}']},
    {name: 'Poll ended (Twitch)', sentWhen: 'A poll that ran its full time closes.', placeholders: ['{title}', '{choice}', '{votes}', '{total_votes}']},
    {name: 'Prediction started (Twitch)', sentWhen: 'A prediction opens.', placeholders: ['{title}', '{outcomes}']},
    {name: 'Prediction locked (Twitch)', sentWhen: 'A prediction stops taking entries.', placeholders: ['{title}', '{highest_voted}', '{highest_voted_count}', '{total_votes}']},
    {name: 'Prediction resolved (Twitch)', sentWhen: 'A prediction’s outcome is chosen.', placeholders: ['{title}', '{winner}', '{winner_percentage}', '{winner_votes}', '{total_votes}']},
    {name: 'Prediction canceled (Twitch)', sentWhen: 'A prediction is called off.', placeholders: ['{title}']},
    {name: 'Ad break (Twitch)', sentWhen: 'An ad break starts.', placeholders: ['{requester}', '{automatic}', '{duration}']},
    {name: 'Hype train (Twitch)', sentWhen: 'A hype train starts, makes progress or ends.', placeholders: ['{level}', '{level_percent}', '{next_level}']},
  ],
  placeholders: [
    {token: '{user}', meaning: 'The viewer behind the event.'},
    {token: '{amount}', meaning: 'The amount that goes with the event, such as the value of a tip.'},
    {token: '{currency}', meaning: 'The currency of a tip.'},
    {token: '{item}', meaning: 'What was redeemed or bought.'},
    {token: '{msg}', meaning: 'The message the viewer added.'},
    {token: '{tier}', meaning: 'The subscription tier.'},
    {token: '{title}', meaning: 'The poll’s or prediction’s question.'},
    {token: '{choices}', meaning: 'The poll’s answers to pick from.'},
    {token: '{choice}', meaning: 'The answer that won the poll.'},
    {token: '{votes}', meaning: 'The votes the winning answer got.'},
    {token: '{total_votes}', meaning: 'Every vote cast in the poll or prediction.'},
    {token: '{outcomes}', meaning: 'The outcomes viewers can predict.'},
    {token: '{highest_voted}', meaning: 'The outcome most viewers picked when entries closed.'},
    {token: '{highest_voted_count}', meaning: 'How many viewers picked it.'},
    {token: '{winner}', meaning: 'The outcome that came true.'},
    {token: '{winner_percentage}', meaning: 'The share of viewers who picked it.'},
    {token: '{winner_votes}', meaning: 'How many viewers picked it.'},
    {token: '{requester}', meaning: 'Who started the ad break.'},
    {token: '{automatic}', meaning: 'Whether the ad break started on its own schedule.'},
    {token: '{duration}', meaning: 'How long the ad break lasts.'},
    {token: '{level}', meaning: 'The hype train’s level.'},
    {token: '{level_percent}', meaning: 'How far the train is towards its next level, in percent.'},
    {token: '{next_level}', meaning: 'The level it is heading for.'},
  ],
  limits: [
    'Every event type has its own messages.',
    'A poll-ended message is sent only when the poll runs to its end.',
    'An ad break of zero length sends nothing.',
    `The events differ per platform: ${platformList(['twitch', 'youtube', 'kick'])} each have their own list.`,
  ],
  unconfirmed: ['KICKs on Kick: the 2026-09-13 changelog adds them, with amount tiers; the module page lists only follows, subscriptions and tips. Check the Kick events in your dashboard.'],
};

export const liveAnnouncement: ChatModule = {
  slug: 'liveannouncement',
  name: 'Live Announcement',
  adds: 'Posts a message in chat when your stream goes live, and, if you switch them on, when its title or game changes.',
  commands: [],
  needs: [],
  settings: [],
  templates: [
    {name: 'Stream start', sentWhen: 'Your stream goes live; once per stream.', placeholders: ['{title}', '{game}', '{campaigns}']},
    {name: 'Title change', sentWhen: 'You change the stream title.', placeholders: ['{title}']},
    {name: 'Game change', sentWhen: 'You change the game or category.', placeholders: ['{game}']},
  ],
  placeholders: [
    {token: '{title}', meaning: 'The stream title.'},
    {token: '{game}', meaning: 'The game or category you are streaming.'},
    {token: '{campaigns}', meaning: 'How many sponsorships are open to you.'},
  ],
  limits: [
    'Runs by itself; nobody types a command.',
    'Each of the three announcements is switched on on its own and has its own message.',
    'Each placeholder works only in the messages the table lists it for.',
    'Every chat variable works in these messages too, such as ${channel.display_name} for your channel’s display name.',
    'The start announcement is posted once per stream.',
    'Works on Twitch, YouTube and Kick.',
  ],
};

/** What an emote game announces: tiered messages about who ended it, how far it got and with which emote. */
function emoteAnnouncement(
  name: string,
  sentWhen: string,
  measure: {token: string; meaning: string},
  who: string,
  emote: string,
): Pick<ChatModule, 'templates' | 'placeholders'> {
  return {
    templates: [{name, sentWhen, placeholders: ['{user}', measure.token, '{emote}']}],
    placeholders: [{token: '{user}', meaning: who}, measure, {token: '{emote}', meaning: emote}],
  };
}

/** Modules that run by themselves: nothing to type once they are switched on. */
const runsByItself = 'Runs by itself once switched on; nobody types a command.';

export const emoteCombo: ChatModule = {
  slug: 'emotecombo',
  name: 'Emote Combo',
  adds: 'Calls it out in chat when chatters chain the same emote several times in a row.',
  commands: [],
  needs: [],
  settings: [
    {name: 'Minimum combo', type: 'number', default: '3', meaning: 'The fewest messages in a row with the emote that count as a combo.'},
    {name: 'Cooldown', type: 'seconds', default: '30', meaning: 'How long after one combo is announced before the next can be.'},
  ],
  ...emoteAnnouncement(
    'Combo messages',
    'A combo is broken. Each message has its own minimum count; the one with the highest minimum the combo reached is posted.',
    {token: '{count}', meaning: 'How many messages in a row carried the emote.'},
    'The login name of the chatter whose message broke the combo.',
    'The emote that was chained.',
  ),
  platforms: ['twitch', 'kick'],
  limits: [
    runsByItself,
    'The combo is announced when a message without the emote breaks the chain.',
    'One viewer alone can keep a combo going.',
    'A message counts once, however many times it repeats the emote.',
  ],
  topicRoute: '/websockets/topics/chatbot/modules-emotecombo',
};

/** The narrowest peak that counts as a pyramid: smaller ones are neither announced nor published. */
export const pyramidMinimumWidth = 3;

export const emotePyramid: ChatModule = {
  slug: 'emotepyramid',
  name: 'Emote Pyramid',
  adds: 'Congratulates chat when chatters complete an emote pyramid, naming its width.',
  commands: [],
  needs: [],
  settings: [],
  ...emoteAnnouncement(
    'Pyramid messages',
    'A pyramid is completed. Each message has its own minimum peak width; the one with the highest minimum the pyramid reached is posted.',
    {token: '{width}', meaning: 'The pyramid’s peak width: the most emotes in one row.'},
    'The chatter who completed the pyramid.',
    'The emote it was built from.',
  ),
  platforms: ['twitch', 'kick'],
  limits: [
    runsByItself,
    `Only pyramids whose widest row has ${pyramidMinimumWidth} or more emotes are announced.`,
    'A different message in the middle breaks the pyramid.',
  ],
  topicRoute: '/websockets/topics/chatbot/modules-pyramid',
};
