/**
 * The chatbot's user levels, lowest first. A command's user level is the lowest level allowed to
 * run it; every level includes the ones below it. `value` is the number !level shows and accepts
 * and !command's -level option takes; the broadcaster has none, because that level is set only in
 * the dashboard, never from chat.
 */
export const userLevels = [
  {id: 'everyone', label: 'Everyone', value: 100, twitchOnly: false, who: 'Any viewer in chat.'},
  {id: 'subscriber', label: 'Subscriber', value: 250, twitchOnly: false, who: 'The platform’s subscribers and everyone above.'},
  {id: 'regular', label: 'Regular', value: 300, twitchOnly: false, who: 'Viewers given the level by hand, in the dashboard or with !level, and everyone above.'},
  {id: 'vip', label: 'VIP', value: 400, twitchOnly: true, who: 'Channel VIPs and everyone above. Only Twitch has this level.'},
  {id: 'moderator', label: 'Moderator', value: 500, twitchOnly: false, who: 'Channel moderators and everyone above.'},
  {id: 'supermoderator', label: 'Super Moderator', value: 1000, twitchOnly: false, who: 'Viewers given the level by hand, in the dashboard’s User Management or with !level, and the broadcaster. No platform role grants it, so the person need not be a moderator.'},
  {
    id: 'broadcaster',
    label: 'Broadcaster',
    value: null,
    twitchOnly: false,
    who: 'Only the channel owner. Commands are limited to this level in the dashboard; chat has no number for it.',
  },
] as const;

export type UserLevelId = (typeof userLevels)[number]['id'];
export type UserLevel = (typeof userLevels)[number];

export const userLevelIds: readonly UserLevelId[] = userLevels.map((level) => level.id);

/** The numbers !level accepts (and -level takes), lowest first: 100, 250, 300, 400, 500 and 1000. */
export const chatLevelValues: readonly number[] = userLevels.flatMap((level) => (level.value === null ? [] : [level.value]));

export function userLevel(id: UserLevelId): UserLevel {
  const found = userLevels.find((level) => level.id === id);
  if (!found) throw new Error(`Unknown user level "${id}"; expected one of ${userLevelIds.join(', ')}.`);
  return found;
}

/** Position from the lowest level (0) up; sorts levels, including the broadcaster, which has no number. */
export function userLevelRank(id: UserLevelId): number {
  return userLevelIds.indexOf(id);
}

/**
 * What `${user.level}` and `${sender.level}` read for the channel owner. Chat commands still take
 * no number for the broadcaster: !level and -level never accept it.
 */
export const broadcasterLevelReading = 1500;

/** The number `${user.level}` and `${sender.level}` give for someone at this level. */
export function levelVariableValue(level: UserLevel): number {
  return level.value ?? broadcasterLevelReading;
}

/** The level's number, or how it is set when it has none. */
export function userLevelValueText(level: UserLevel): string {
  return level.value === null ? `None (set in the dashboard); \${user.level} reads ${broadcasterLevelReading}` : String(level.value);
}

/** Where user levels are explained once; every badge links here. */
export const userLevelsDocPath = '/chatbot/commands#user-levels';
