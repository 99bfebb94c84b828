import type {Setting} from '@site/src/data/settings';

/** Settings every message-checking filter shares; each filter's settings page lists these three. */
export function commonFilterSettings(what: string): Setting[] {
  return [
    {
      name: 'Timeout duration',
      type: 'duration',
      default: null,
      meaning: `How long a chatter is timed out for a message with ${what}.`,
    },
    {
      name: 'Excluded user groups',
      type: 'user-groups',
      default: null,
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
  'The chatter is timed out for the Timeout duration.',
  'When you wrote a Custom timeout message, the bot posts it so the chatter knows why.',
] as const;
