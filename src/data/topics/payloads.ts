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
