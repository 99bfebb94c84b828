import type {SearchSynonym} from './types';

/** Money and viewer words, with the names other platforms (Twitch, YouTube, Kick) give the same events. */
export const audienceSynonyms: SearchSynonym[] = [
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
  {type: 'synonym', synonyms: ['streamer', 'broadcaster']},
  {type: 'synonym', synonyms: ['merch', 'merchandise']},
  {type: 'oneWaySynonym', input: 'owner', synonyms: ['broadcaster']},
  {type: 'oneWaySynonym', input: 'admin', synonyms: ['super moderator', 'broadcaster']},

  // Platform words for the same events (Twitch, YouTube, Kick)
  {type: 'oneWaySynonym', input: 'membership', synonyms: ['subscription', 'member']},
  {type: 'oneWaySynonym', input: 'host', synonyms: ['raid']},
  {type: 'oneWaySynonym', input: 'channel points', synonyms: ['loyalty points']},
  {type: 'oneWaySynonym', input: 'wallet', synonyms: ['points']},
  {type: 'oneWaySynonym', input: 'spend points', synonyms: ['redeem']},
  {type: 'oneWaySynonym', input: 'donor', synonyms: ['donator', 'tip']},
  {type: 'oneWaySynonym', input: 'donator', synonyms: ['tip']},
  {type: 'oneWaySynonym', input: 'tipper', synonyms: ['tip']},
  {type: 'oneWaySynonym', input: 'sub bomb', synonyms: ['community gift', 'bulkgifted']},
  {type: 'oneWaySynonym', input: 'gift bomb', synonyms: ['community gift', 'bulkgifted']},
  {type: 'oneWaySynonym', input: 'mass gift', synonyms: ['community gift', 'bulkgifted']},
  {type: 'oneWaySynonym', input: 'sponsor', synonyms: ['member']},
  {type: 'oneWaySynonym', input: 'sponsors', synonyms: ['members']},
];
