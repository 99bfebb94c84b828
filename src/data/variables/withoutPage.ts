/**
 * Variables the bot understands that have no page on this site (the route list is fixed). The
 * variables index lists them; their syntax uses the site's ${...} spelling like every other form.
 */
import type {VariableWithoutPage} from './types';

export const variablesWithoutPage: readonly VariableWithoutPage[] = [
  {
    name: 'if',
    summary: 'Chooses between two texts by a condition, usually another variable.',
    syntax: [
      {form: '${if <condition> "<then>" "<else>"}', meaning: 'The first text when the condition is true, the second otherwise.'},
      {form: '${if <condition> "<then>"}', meaning: 'The text when the condition is true; when it is false, the bot sends no reply at all.'},
    ],
    notes: [
      {kind: 'behaviour', text: 'Only `1`, `t` and `true`, in any mix of capitals, count as true; every other value is false.'},
      {kind: 'behaviour', text: 'A false condition with no else text suppresses the whole reply, not just this part of it.'},
      {kind: 'behaviour', text: 'A default written after a pipe (`|`) acts as the else text.'},
    ],
    platforms: [],
    unconfirmed: 'The exact quoting of the two texts is not shown in the provider’s pages; the forms above follow the quoting other variables use.',
  },
  {
    name: 'provider',
    summary: 'The platform the command was run on.',
    syntax: [{form: '${provider}', meaning: 'One of `twitch`, `youtube` or `kick`.'}],
    notes: [{kind: 'behaviour', text: 'Handy inside `${if}` to give a platform its own wording.'}],
    platforms: [],
  },
  {
    name: 'pubg',
    summary: 'A PUBG player statistic, looked up by the bot.',
    syntax: [{form: '${pubg <four arguments>}', meaning: 'One statistic from a fixed list the provider defines.'}],
    notes: [{kind: 'limit', text: 'All four arguments are required, and only the statistics on the provider’s fixed list can be asked for.'}],
    platforms: [],
    unconfirmed: 'The provider’s newer pages name the variable and its four required arguments without describing each one here; check the dashboard’s variable list before relying on it.',
  },
  {
    name: 'redeem',
    summary: 'A newer variable the provider lists by name only.',
    syntax: [{form: '${redeem}', meaning: 'What it is replaced with is not documented yet.'}],
    notes: [],
    platforms: ['Does not work on YouTube.'],
    unconfirmed: 'The provider lists the variable as new and says it does not work on YouTube, but does not document its output.',
  },
];
