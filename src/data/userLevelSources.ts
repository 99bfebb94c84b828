import type {UserLevelId} from './userLevels';

/**
 * How someone gets a level (updates-2026c, new_pages.user_management): from a role on the platform
 * (`role` names it), by hand in the dashboard's User Management or with !level, or by owning the channel.
 */
export type LevelSource = {by: 'platform'; role: string} | {by: 'hand'} | {by: 'owner'};

/**
 * For every user level, how someone comes to hold it. Kept apart from ./userLevels.ts, which every
 * command page loads for its level badge, since only the user management page shows it.
 */
export const userLevelSources: Readonly<Record<UserLevelId, LevelSource>> = {
  everyone: {by: 'platform', role: 'every chatter'},
  subscriber: {by: 'platform', role: 'subscribers on the platform'},
  regular: {by: 'hand'},
  vip: {by: 'platform', role: 'Twitch VIPs'},
  moderator: {by: 'platform', role: 'the platform’s moderators'},
  supermoderator: {by: 'hand'},
  broadcaster: {by: 'owner'},
};
