/**
 * Other words people type for what the docs call something. One table for both search backends:
 * the embedded engine expands queries with it (src/search/synonyms.ts) and `npm run search:export`
 * writes it as the hosted index's synonyms setting, so both answer alike.
 *
 * - `synonym`: every entry stands for every other (two-way).
 * - `oneWaySynonym`: typing `input` also finds its `synonyms`, not the other way round (a
 *   "blacklist" search should find the banned words filter; a "banned" search should not find
 *   every page that says "blacklist").
 *
 * Entries are phrases as people type them; the engine and the hosted service match them word by word.
 * Synonym matches always rank below literal ones.
 */
export type SearchSynonym =
  | {type: 'synonym'; synonyms: string[]}
  | {type: 'oneWaySynonym'; input: string; synonyms: string[]};

export const searchSynonyms: SearchSynonym[] = [
  // Site sections and pages
  {type: 'synonym', synonyms: ['changelog', "what's new", 'release notes', 'updates']},
  {type: 'oneWaySynonym', input: 'news', synonyms: ['changelog']},
  {type: 'oneWaySynonym', input: 'fix', synonyms: ['troubleshooting']},
  {type: 'oneWaySynonym', input: 'bot offline', synonyms: ['bot not responding']},
  {type: 'oneWaySynonym', input: 'not working', synonyms: ['troubleshooting']},

  // Money and viewers
  {type: 'synonym', synonyms: ['tip', 'donation', 'donate']},
  {type: 'synonym', synonyms: ['tips', 'donations']},
  {type: 'synonym', synonyms: ['sub', 'subscriber', 'subscription', 'member']},
  {type: 'synonym', synonyms: ['subs', 'subscribers', 'members']},
  {type: 'synonym', synonyms: ['mod', 'moderator']},
  {type: 'synonym', synonyms: ['mods', 'moderators']},
  {type: 'synonym', synonyms: ['follow', 'follower']},
  {type: 'synonym', synonyms: ['follows', 'followers']},
  {type: 'synonym', synonyms: ['points', 'loyalty', 'currency']},
  {type: 'oneWaySynonym', input: 'balance', synonyms: ['points']},
  {type: 'synonym', synonyms: ['store', 'shop']},
  {type: 'oneWaySynonym', input: 'permissions', synonyms: ['user level']},
  {type: 'oneWaySynonym', input: 'coins', synonyms: ['points']},
  {type: 'oneWaySynonym', input: 'chatters', synonyms: ['viewers']},
  {type: 'synonym', synonyms: ['cheer', 'bits']},
  {type: 'oneWaySynonym', input: 'donation alert', synonyms: ['tip alert']},

  // Chatbot features
  {type: 'oneWaySynonym', input: 'reminder', synonyms: ['timer']},
  {type: 'oneWaySynonym', input: 'schedule', synonyms: ['timer']},
  {type: 'oneWaySynonym', input: 'repeating message', synonyms: ['timer']},
  {type: 'oneWaySynonym', input: 'lottery', synonyms: ['raffle']},
  {type: 'oneWaySynonym', input: 'gambling', synonyms: ['gamble']},
  {type: 'oneWaySynonym', input: 'ranking', synonyms: ['leaderboard']},
  {type: 'oneWaySynonym', input: 'waitlist', synonyms: ['queue']},
  {type: 'oneWaySynonym', input: 'emoticon', synonyms: ['emote']},
  {type: 'oneWaySynonym', input: 'emoticons', synonyms: ['emotes']},
  {type: 'oneWaySynonym', input: 'playlist', synonyms: ['song queue']},
  {type: 'oneWaySynonym', input: 'kick', synonyms: ['timeout']},
  {type: 'oneWaySynonym', input: 'spam protection', synonyms: ['spam filters']},
  {type: 'oneWaySynonym', input: 'notification', synonyms: ['announcement', 'alert']},
  {type: 'oneWaySynonym', input: 'notify', synonyms: ['announcement', 'alert']},
  {type: 'oneWaySynonym', input: 'sound alert', synonyms: ['sound effects']},
  {type: 'oneWaySynonym', input: 'reminders', synonyms: ['timers']},
  {type: 'oneWaySynonym', input: 'auto messages', synonyms: ['timers']},
  {type: 'oneWaySynonym', input: 'automatic messages', synonyms: ['timers']},
  {type: 'oneWaySynonym', input: 'blacklist', synonyms: ['banned words', 'blocklist']},
  {type: 'oneWaySynonym', input: 'profanity', synonyms: ['banned words']},
  {type: 'oneWaySynonym', input: 'swear words', synonyms: ['banned words']},
  {type: 'oneWaySynonym', input: 'curse words', synonyms: ['banned words']},
  {type: 'synonym', synonyms: ['allowlist', 'whitelist']},
  {type: 'oneWaySynonym', input: 'uppercase', synonyms: ['caps']},
  {type: 'oneWaySynonym', input: 'long message', synonyms: ['paragraph']},
  {type: 'oneWaySynonym', input: 'dice', synonyms: ['random']},
  {type: 'oneWaySynonym', input: 'coin flip', synonyms: ['random']},
  {type: 'oneWaySynonym', input: 'music', synonyms: ['song']},
  {type: 'oneWaySynonym', input: 'youtube request', synonyms: ['song request']},
  {type: 'oneWaySynonym', input: 'go live', synonyms: ['live announcement']},
  {type: 'oneWaySynonym', input: 'goes live', synonyms: ['stream online']},
  {type: 'synonym', synonyms: ['sound effects', 'sfx']},
  {type: 'synonym', synonyms: ['category', 'game']},
  {type: 'synonym', synonyms: ['gamble', 'bet']},
  {type: 'oneWaySynonym', input: 'emoji', synonyms: ['emote']},
  {type: 'oneWaySynonym', input: 'emojis', synonyms: ['emotes']},
  {type: 'oneWaySynonym', input: 'encode', synonyms: ['escape']},

  // Overlays and developers
  {type: 'oneWaySynonym', input: 'overlay', synonyms: ['widget']},
  {type: 'synonym', synonyms: ['kvstore', 'key value store', 'key-value store']},
  {type: 'oneWaySynonym', input: 'storage', synonyms: ['store']},
  {type: 'oneWaySynonym', input: 'save data', synonyms: ['store']},
  {type: 'oneWaySynonym', input: 'obs', synonyms: ['overlay']},
  {type: 'oneWaySynonym', input: 'browser source', synonyms: ['overlay']},
  {type: 'synonym', synonyms: ['link', 'url']},
  {type: 'synonym', synonyms: ['links', 'urls']},
  {type: 'oneWaySynonym', input: 'api key', synonyms: ['api token']},
  {type: 'oneWaySynonym', input: 'heartbeat', synonyms: ['keepalive']},
  {type: 'oneWaySynonym', input: 'ping', synonyms: ['keepalive']},
  {type: 'oneWaySynonym', input: 'disconnect', synonyms: ['reconnect']},
  {type: 'oneWaySynonym', input: 'alerts overlay', synonyms: ['alert box']},
  {type: 'synonym', synonyms: ['websocket', 'socket']},
  {type: 'oneWaySynonym', input: 'token', synonyms: ['jwt']},
];
