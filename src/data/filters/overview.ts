import type {Platform} from '@site/src/data/commands/types';

/** Every filter's timeouts are counted in this unit (the dashboard takes a number of seconds). */
export const timeoutUnit = 'seconds' as const;

/** The positions of each filter's protection slider, from off to strictest. */
export const protectionLevels = ['off', 'minimum', 'medium', 'maximum'] as const;

/** Who a filter can be told to leave alone. */
export const excludableGroups = ['regulars', 'subscribers', 'VIPs', 'no one'] as const;

/** A penalty a filter can give, strongest first (the order that decides when several filters match). */
export interface FilterPenalty {
  id: 'ban' | 'timeout' | 'warn-and-delete' | 'delete';
  label: string;
  does: string;
  /** Platforms where it works; every platform when omitted. */
  platforms?: readonly Platform[];
}

export const filterPenalties: readonly FilterPenalty[] = [
  {id: 'ban', label: 'Ban', does: 'Bans the chatter from the channel.'},
  {id: 'timeout', label: 'Timeout', does: `Times the chatter out for the filter’s Timeout duration, in ${timeoutUnit}; a duration of 0 only deletes the message.`},
  {id: 'warn-and-delete', label: 'Warn and delete', does: 'Deletes the message and sends the chatter a platform warning.', platforms: ['twitch']},
  {id: 'delete', label: 'Delete', does: 'Deletes the message and nothing more.'},
];

/** What the filters share, as the provider's newer overview describes it. */
export const filtersOverview = {
  protectionLevels,
  protection:
    'One Protection slider above the list of filters, with four positions (off, minimum, medium and maximum), loads a preset into every filter at once. It belongs to the Spam Filters page as a whole: no single filter has a protection setting of its own.',
  exempt: 'The filters never act on the channel owner or on the platform’s own staff.',
  excludable: excludableGroups,
  timeoutUnit,
  probation: {
    formula: 'base timeout × multiplier × number of violations',
    appliesTo: 'timeout',
    meaning:
      'With probation, a chatter who keeps breaking the rules gets longer timeouts: the timeout is the filter’s Timeout duration × the multiplier × the number of violations. Only offences against the same filter within the probation window count, and only timeouts grow; bans, warnings and deletions stay as they are.',
  },
  reason: 'The moderation reason the platform shows is the filter’s Custom message, followed by a note that StreamElements applied it automatically.',
  severityOrder: filterPenalties.map((p) => p.id),
  severityRule: 'When one message breaks several filters, the harshest penalty wins: ban, then timeout, then warn and delete, then delete. Between two timeouts, the longer one wins.',
} as const;

/** Probation: the timeout for a chatter's n-th violation, in seconds. */
export function probationTimeout(baseSeconds: number, multiplier: number, violations: number): number {
  return baseSeconds * multiplier * violations;
}
