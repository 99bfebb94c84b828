import type {Setting} from '@site/src/data/settings';

/** Every filter's timeouts are counted in this unit (the dashboard takes a number of seconds). */
export const timeoutUnit = 'seconds' as const;

/** Settings every message-checking filter shares; each filter's settings page lists these. */
export function commonFilterSettings(what: string): Setting[] {
  return [
    {
      name: 'Protection',
      type: 'choice',
      default: null,
      range: 'Off, minimum, medium or maximum',
      meaning: 'One slider for how strict the filter is; off switches it off.',
    },
    {
      name: 'Penalty',
      type: 'choice',
      default: null,
      range: 'Timeout, ban, delete, or warn and delete (warn is Twitch only)',
      meaning: `What happens to a chatter whose message has ${what}.`,
    },
    {
      name: 'Timeout duration',
      type: timeoutUnit,
      default: null,
      meaning: `How long, in seconds, a chatter is timed out for a message with ${what} when the penalty is a timeout.`,
    },
    {
      name: 'Excluded user groups',
      type: 'user-groups',
      default: null,
      range: 'Regulars, subscribers, VIPs, or no one',
      meaning: 'Groups of chatters this filter never checks.',
    },
    {
      name: 'Custom timeout message',
      type: 'text',
      default: null,
      meaning: 'What the bot says in chat when it times someone out for this filter, so they know which rule they broke.',
    },
  ];
}

export const excludedGroupsExemption = 'Chatters in the Excluded user groups are never checked.';

/** The penalty sentences shared by the filters that use the common settings. */
export const commonPenalties = [
  'The chatter gets the Penalty you chose: a timeout for the Timeout duration, a ban, a deleted message, or (on Twitch) a warning with the message deleted.',
  'When you wrote a Custom timeout message, the bot posts it so the chatter knows why.',
] as const;
