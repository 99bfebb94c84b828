/** Helpers and value lists several websocket topic entries share (one data module per topic in ./entries). */
import {draft07, exampleChannelId} from './shared';
import type {JsonSchema} from './types';

/** Activity kinds named by the reference. Not declared a closed list, so the schema shows them as examples. */
export const activityTypes = [
  'follow', 'tip', 'subscriber', 'cheer', 'cheerPurchase', 'raid', 'host', 'redemption',
  'channelPointsRedemption', 'communityGiftPurchase', 'sponsor', 'sponsorship', 'sponsorshipPassive',
  'superchat', 'merch', 'purchase', 'charityCampaignDonation', 'fan', 'supporter', 'follower', 'stars',
  'share', 'videolike', 'elixir', 'giveaway', 'hypetrainStart', 'hypetrainProgress', 'hypetrainEnd',
  'event',
] as const;

/** Where an activity can come from. */
export const activityProviders = [
  'twitch', 'youtube', 'kick', 'x', 'fourthwall', 'represent', 'lunar', 'lilithgames', 'grabtap',
  'StreamElements',
] as const;

/** The actions the reference lists for overlays; it gives no further meaning for each. */
export const overlayActions = ['pause', 'unpause', 'mute', 'unmute', 'skip', 'playNext', 'emptyHypeCup', 'reload'] as const;

/** Chat-triggered chatbot events share the message and chatter fields; `extra` adds the rest. */
export function chatEventSchema(extra: Record<string, JsonSchema>, who: string): JsonSchema {
  return {
    $schema: draft07,
    type: 'object',
    required: ['msg_id', 'user_id', 'user_name', ...Object.keys(extra)],
    properties: {
      msg_id: {type: 'string', description: 'ID of the chat message behind the event.'},
      user_id: {type: 'string', description: `Platform user ID of ${who}.`},
      user_name: {type: 'string', description: `Name of ${who}.`},
      ...extra,
    },
  };
}

export const tipper = {username: 'LanternFox', geo: 'NL', email: 'lanternfox@example.com', channel: exampleChannelId};

/** One value of `data.event` and what its `data.payload` holds. */
export interface TopicEvent {
  name: string;
  /** When it is sent, and what the payload carries, in a sentence or two. */
  description: string;
  /** The payload's schema; a bare `{type: 'object'}` where the reference documents no fields. */
  payload: JsonSchema;
}

/**
 * `data` of a topic whose messages are `{event, payload}`: the event is one of a documented list, and
 * a `oneOf` with one branch per event checks that the payload has that event's shape. The field table
 * reads `properties` only, so it shows the event list; the per-event shapes go in the topic's `shapes`.
 */
export function eventPayloadSchema(events: readonly TopicEvent[], payload: {type: JsonSchema['type']; description: string}): JsonSchema {
  return {
    $schema: draft07,
    type: 'object',
    required: ['event', 'payload'],
    properties: {
      event: {type: 'string', description: 'What happened.', oneOf: events.map((event) => ({const: event.name, description: event.description}))},
      payload: {type: payload.type, description: payload.description},
    },
    oneOf: events.map((event) => ({type: 'object', properties: {event: {const: event.name}, payload: event.payload}})),
  };
}
