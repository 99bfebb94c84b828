import type {Shorthand} from './types';

/**
 * How integrators say what the reference API's operations do, mapped to the words of the
 * operations' summaries (src/data/api/openapi.yaml). Unlike the other vocabulary these readings
 * apply to the reference's records only (lvl0 "API"), and only while search is narrowed to the API
 * (the dialog starts so on /api): "followers" means the activities feed there, not the chatbot's
 * follow pages, and "user" and "viewer" name the same person in the API while they do not in the
 * chatbot's docs.
 */
export const operationWords: Shorthand[] = [
  // Who and what
  {typed: ['user', 'users'], means: ['viewer']},
  {typed: ['viewer', 'viewers'], means: ['user']},
  {typed: ['followers', 'follows', 'new followers', 'subs', 'cheers', 'raids', 'recent events', 'event feed', 'alerts history'], means: ['activities']},
  {typed: ['donors', 'donators', 'supporters', 'biggest donors', 'top donors', 'top supporters'], means: ['top tippers', 'tippers']},
  {typed: ['donation', 'donations'], means: ['tip', 'tips']},
  {typed: ['entries', 'participants', 'who joined', 'joined users'], means: ['entrants']},
  {typed: ['who am i', 'whoami', 'my account', 'logged in user', 'current account', 'my profile'], means: ['current user']},
  {typed: ['channel id', 'my channel id', 'my channel'], means: ['token channel', 'channels me']},
  {typed: ['editors', 'managers', 'team members', 'manage my channel', 'who can manage'], means: ['channel access', 'manage']},
  {typed: ['redeemed', 'purchases', 'orders', 'bought'], means: ['redemptions']},
  {typed: ['reward', 'rewards', 'product', 'products', 'store reward'], means: ['store item']},
  {typed: ['role', 'roles', 'rank', 'permission', 'permissions'], means: ['level', 'user level']},
  {typed: ['user level', 'user levels'], means: ['level']},
  {typed: ['statistics', 'metrics', 'analytics'], means: ['stats', 'statistics']},
  {typed: ['pending approval', 'awaiting approval', 'held back', 'review queue', 'flagged'], means: ['moderation', 'waiting for moderation']},
  {typed: ['prediction', 'predictions', 'poll', 'polls'], means: ['contest']},
  {typed: ['music player'], means: ['player']},
  {typed: ['now playing', 'current song', 'playing now', 'currently playing'], means: ['song playing now']},
  {typed: ['played earlier', 'previous songs', 'song history', 'recently played', 'played before'], means: ['played songs', 'history']},
  {typed: ['caps filter', 'links filter', 'emote filter', 'symbol filter', 'paragraph filter', 'banned words filter'], means: ['spam filter']},
  {typed: ['winning option', 'winning answer'], means: ['winning option', 'winner']},
  {typed: ['this month', 'monthly', 'this week', 'weekly', 'all time', 'by month'], means: ['period', 'interval']},
  {typed: ['everyone', 'every viewer', 'all viewers', "everyone's"], means: ['every viewer']},
  {typed: ['many', 'bulk', 'batch', 'multiple', 'at once', 'several'], means: ['many viewers', 'bulk']},

  // What is done
  {typed: ['change', 'edit', 'modify', 'configure', 'turn off', 'turn on', 'disable', 'enable', 'switch off', 'switch on'], means: ['update']},
  {typed: ['remove', 'erase', 'drop'], means: ['delete', 'remove']},
  {typed: ['delete'], means: ['remove', 'delete']},
  {typed: ['fetch', 'read', 'show', 'view', 'retrieve', 'look up'], means: ['get', 'list']},
  {typed: ['all'], means: ['list']},
  {typed: ['take away', 'subtract', 'deduct', 'take points'], means: ['remove']},
  {typed: ['give', 'grant', 'award'], means: ['add']},
  {typed: ['wipe', 'clear', 'zero out', 'back to zero', 'start over'], means: ['reset']},
  {typed: ['refresh'], means: ['reload']},
  {typed: ['silence', 'quiet', 'shut up'], means: ['mute']},
  {typed: ['unsilence'], means: ['unmute']},
  {typed: ['leave', 'disconnect', 'depart'], means: ['leave', 'part']},
  {typed: ['say', 'post', 'write in chat', 'chat as'], means: ['send chat message', 'say']},
  {typed: ['locale'], means: ['language']},
  {typed: ['give back', 'cancel bets', 'pay back'], means: ['refund']},
  {typed: ['pick', 'choose', 'select', 'roll'], means: ['draw', 'pick']},
  {typed: ['queue a song', 'request a song'], means: ['add song queue']},
  {typed: ['pause', 'resume'], means: ['play pause player']},
  {typed: ['check', 'validate'], means: ['test']},
  {typed: ['insert', 'save', 'register'], means: ['record', 'create']},
  {typed: ['add'], means: ['add', 'create']},
  {typed: ['resend', 'repeat', 'show again'], means: ['replay']},
  {typed: ['set'], means: ['update', 'set']},
];

/**
 * Status codes and the words of an error answer, and paging: mapped to the reference's errors,
 * auth, rate-limit and paging sections (overview.md). Read on the reference's records in every
 * search, narrowed or not: "401 unauthorized" means the API wherever it is typed.
 */
export const errorWords: Shorthand[] = [
  {typed: ['401', 'unauthorized', 'unauthorised', 'unauthenticated', 'not authorized', 'not logged in'], means: ['errors', 'token', 'authentication']},
  {typed: ['403', 'forbidden', 'insufficient scope', 'missing scope', 'wrong scope', 'not allowed'], means: ['errors', 'scopes']},
  {typed: ['429', 'too many requests', 'throttled', 'rate limited', 'retry after', 'retry-after'], means: ['errors', 'rate limits']},
  {typed: ['400', '404', '409', '422', '500', '502', '503', 'bad request', 'not found', 'server error', 'status code', 'status codes', 'error response', 'error body', 'error message'], means: ['errors']},
  {typed: ['invalid token', 'expired token', 'token expired', 'token invalid', 'revoked token'], means: ['errors', 'validate token', 'token']},
  {typed: ['pagination', 'paginate', 'next page', 'page size', 'offset', 'cursor', 'more results'], means: ['paging', 'offset limit']},
];
