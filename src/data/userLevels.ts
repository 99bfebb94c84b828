/**
 * The chatbot's user levels. A command's user level is the lowest level allowed to run it;
 * every level includes the ones below it. Values are the numbers !level shows and accepts.
 */
export const userLevels = [
  {id: 'everyone', label: 'Everyone', value: 100, who: 'Any viewer in chat.'},
  {id: 'subscriber', label: 'Subscriber', value: 250, who: 'Subscribers (members on YouTube) and everyone above.'},
  {id: 'regular', label: 'Regular', value: 300, who: 'Viewers a moderator promoted with !level, and everyone above.'},
  {id: 'vip', label: 'VIP', value: 400, who: 'Channel VIPs and everyone above.'},
  {id: 'moderator', label: 'Moderator', value: 500, who: 'Channel moderators and everyone above.'},
  {id: 'supermoderator', label: 'Super Moderator', value: 1000, who: 'Moderators promoted to super moderator in the dashboard, and the broadcaster.'},
  {id: 'broadcaster', label: 'Broadcaster', value: 2000, who: 'Only the channel owner.'},
] as const;

export type UserLevelId = (typeof userLevels)[number]['id'];
export type UserLevel = (typeof userLevels)[number];

export const userLevelIds: readonly UserLevelId[] = userLevels.map((level) => level.id);

export function userLevel(id: UserLevelId): UserLevel {
  const found = userLevels.find((level) => level.id === id);
  if (!found) throw new Error(`Unknown user level "${id}"; expected one of ${userLevelIds.join(', ')}.`);
  return found;
}

/** Where user levels are explained once; every badge links here. */
export const userLevelsDocPath = '/chatbot/commands#user-levels';
