import type {Setting} from '@site/src/data/settings';

/**
 * Settings every message-checking filter shares. The action list arrived on 6 August 2024
 * (see the changelog); the other three are on each filter's settings page.
 */
export function commonFilterSettings(what: string): Setting[] {
  return [
    {
      name: 'Action',
      type: 'choice',
      default: null,
      range: 'Warn and delete the message, time the chatter out, ban the chatter, or only delete the message',
      meaning: `What the bot does to a message with ${what}. A warning is a native Twitch warning.`,
    },
    {
      name: 'Timeout duration',
      type: 'seconds',
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
  'The bot takes the Action you chose: a Twitch warning plus deleting the message, a timeout, a ban, or deleting the message only.',
  'A timeout lasts the Timeout duration, in seconds.',
  'When you wrote a Custom timeout message, the bot posts it so the chatter knows why.',
] as const;
