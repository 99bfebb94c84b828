/**
 * The KappaGen widget: emotes from chat flying across the stream. /overlays/kappagen reads this.
 */

/** The two things KappaGen does. */
export const kappagenModes: readonly {mode: string; what: string}[] = [
  {mode: 'Chat Emotes', what: 'Emotes show on screen as chatters send them.'},
  {mode: 'Emotesplosions', what: 'A burst of emotes at once, when a chosen channel event happens or a moderator uses `!kappagen`.'},
];

export const kappagenGeneralSettings: readonly {setting: string; what: string}[] = [
  {setting: 'Enable Seasonal Hats', what: 'Dresses the emotes up for the season.'},
  {setting: 'Emote Size', what: 'How big the emotes are. Keep it moderate: very large emotes can make the stream lag.'},
];

export const kappagenChatEmoteSettings: readonly {setting: string; what: string}[] = [
  {setting: 'Animation', what: 'One of five ready-made ways for emotes to move.'},
  {setting: 'Combo mode', what: 'Shows the combos the chatbot’s emote combo module finds, when that module is on.'},
  {setting: 'Subscribers only', what: 'Shows only the emotes subscribers send.'},
  {setting: 'Emotes per user per second', what: 'A limit per chatter, so one person cannot flood the screen.'},
  {setting: 'Time on screen', what: 'How long each emote stays.'},
];

export const kappagenEmotesplosionSettings: readonly {setting: string; what: string}[] = [
  {setting: 'Animation Option', what: 'One of five styles for the burst.'},
  {setting: 'Alert Types', what: 'Which channel events set off a burst.'},
  {setting: 'Emotes to Show', what: 'How many emotes one burst holds.'},
  {setting: 'Select Emotes', what: 'Which emotes a burst may use.'},
];

/** How long KappaGen may take to notice new or changed emotes after `!emotes reload`. */
export const kappagenEmoteCacheHours = 24;
