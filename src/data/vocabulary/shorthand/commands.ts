import type {Shorthand} from '../types';

/**
 * Chatbot shorthand: how streamers and moderators abbreviate commands and the words around them
 * in chat and on forums ("lb", "pts", "sr", "cmd cd"). Aliases the commands themselves declare
 * (`!sr`, `!lb` where they exist) are already page keywords; these are what nobody declared.
 */
export const commandShorthands: Shorthand[] = [
  {typed: ['cmnd', 'comnd'], means: ['command']},
  {typed: ['cmnds'], means: ['commands']},
  {typed: ['lb', 'lboard', 'ldrboard'], means: ['leaderboard']},
  {typed: ['pts', 'pnts'], means: ['points']},
  {typed: ['sr', 'songreq', 'song req', 'sreq'], means: ['song request']},
  {typed: ['srs'], means: ['song requests']},
  {typed: ['ga'], means: ['giveaway']},
  {typed: ['tix', 'tkts'], means: ['tickets']},
  {typed: ['rand'], means: ['random']},
  {typed: ['cd', 'cooldwn'], means: ['cooldown']},
  {typed: ['ul', 'userlvl', 'lvl'], means: ['user level']},
  {typed: ['perm', 'perms'], means: ['permit', 'permissions', 'user level']},
  {typed: ['del', 'rm'], means: ['delete', 'remove']},
  {typed: ['msg', 'mesg'], means: ['message']},
  {typed: ['msgs'], means: ['messages']},
  {typed: ['resub', 'resubs'], means: ['subscription', 'subscriptions']},
  {typed: ['acc', 'acct'], means: ['account']},
  {typed: ['vol'], means: ['volume']},
  {typed: ['subbed', 'subbing'], means: ['subscriber', 'subscription']},
  {typed: ['filt', 'fltr'], means: ['filter']},
  {typed: ['dono', 'donos'], means: ['tip', 'tips']},
  {typed: ['8b'], means: ['8ball']},
  {typed: ['vars'], means: ['variables']},
  {typed: ['1st'], means: ['first']},
  {typed: ['wt'], means: ['watchtime']},
  {typed: ['ws'], means: ['websocket', 'websockets']},
  {typed: ['kv'], means: ['kvstore']},
  {typed: ['auto msg', 'automsg', 'auto msgs'], means: ['timer']},
  {typed: ['ban list', 'banlist'], means: ['banned words']},
  {typed: ['ban words', 'ban word'], means: ['banned words']},
];
