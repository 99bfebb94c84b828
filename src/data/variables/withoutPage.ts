/**
 * Variables the bot understands that have no page on this site (the route list is fixed). The
 * variables index lists them; their syntax uses the site's ${...} spelling like every other form.
 */
import {everyPlatform} from './define';
import type {VariableWithoutPage} from './types';

export const variablesWithoutPage: readonly VariableWithoutPage[] = [
  {
    name: 'if',
    summary: 'Chooses between two texts by a condition, usually another variable.',
    syntax: [
      {form: '${if <condition> <then> <else>}', meaning: 'The then part when the condition is true, the else part otherwise.'},
      {form: '${if <condition> <then>}', meaning: 'The then part when the condition is true; when it is false, the bot sends no reply at all.'},
    ],
    notes: [
      {
        kind: 'behaviour',
        text: 'The parts are separated by spaces. Each is a single word, text in single quotes, double quotes or backticks, or another variable.',
      },
      {kind: 'behaviour', text: 'Only `1`, `t` and `true`, in any mix of capitals, count as true; every other value is false.'},
      {kind: 'behaviour', text: 'There are no comparison operators: the condition is read as it is, never compared with anything.'},
      {kind: 'behaviour', text: 'Only the part that is chosen runs, so a variable in the other part has no effect.'},
      {kind: 'behaviour', text: 'A false condition with no else text suppresses the whole reply, not just this part of it.'},
      {kind: 'behaviour', text: 'A default written after a pipe (`|`) acts as the else text.'},
    ],
    platforms: everyPlatform,
    platformNotes: [],
  },
  {
    name: 'provider',
    summary: 'The platform the command was run on.',
    syntax: [{form: '${provider}', meaning: 'One of `twitch`, `youtube` or `kick`.'}],
    notes: [
      {
        kind: 'behaviour',
        text: '`${if}` cannot compare text, so `${if ${provider} …}` always takes its false branch. For a reply that differs per platform, put `${provider}` into the address of a `${customapi}` call and let your service answer.',
      },
    ],
    platforms: everyPlatform,
    platformNotes: [],
  },
  {
    name: 'pubg',
    summary: 'A PUBG player statistic, looked up by the bot.',
    syntax: [{form: '${pubg <region> <username> <matchType> <stat>}', meaning: 'One statistic of one PC player for one kind of match.'}],
    notes: [
      {kind: 'limit', text: 'All four values are required; with fewer, the variable stays in the reply as typed.'},
      {kind: 'limit', text: 'The region is a short code such as `na` or `eu`, or `agg` for all regions together.'},
      {kind: 'limit', text: 'The match type is a mode such as `solo`, `duo` or `squad`.'},
      {kind: 'limit', text: 'The stat comes from a fixed list, such as `kd`, `wins`, `kills`, `rating` or `top10s`.'},
      {kind: 'limit', text: 'Only PC profiles can be looked up.'},
      {kind: 'error', text: 'A stat that is not on the list gives the stat’s name followed by:', output: 'is not a valid stat'},
      {kind: 'error', text: 'A player without statistics for that match type gives:', output: 'No stats found'},
      {kind: 'error', text: 'When the outside stats site does not answer, which happens often, the reply is:', output: 'Failed to get stats'},
    ],
    platforms: everyPlatform,
    platformNotes: [],
  },
  {
    name: 'redeem',
    summary: 'Redeems a loyalty store item for the chatter who ran the command.',
    syntax: [
      {form: '${redeem}', meaning: 'Redeems the store item named like the command (without its !) for the sender.'},
      {form: '${redeem <item>}', meaning: 'Redeems the named store item for the sender.'},
      {form: '${redeem <item> <input>}', meaning: 'The same, passing a value to items that ask the viewer for one.'},
    ],
    notes: [
      {kind: 'behaviour', text: 'It spends loyalty points on a store item; it has nothing to do with the platform’s own channel points.'},
      {kind: 'behaviour', text: 'The item name is matched in any mix of capitals.'},
      {kind: 'behaviour', text: 'Without an input, the second word of the chatter’s message is used.'},
      {kind: 'behaviour', text: 'The whole reply is replaced by the store’s own answer, such as a confirmation or a refusal.'},
      {kind: 'limit', text: 'Items with requirements can only be redeemed on the website, not through this variable.'},
    ],
    platforms: ['twitch'],
    unconfirmedPlatforms: ['kick'],
    platformNotes: ['On YouTube the variable is left in the reply as typed.', 'Only one version of the provider’s pages lists Kick.'],
    unconfirmed: 'Whether it works on Kick: one version of the provider’s pages lists Kick, the other does not.',
  },
];
