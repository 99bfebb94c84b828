import type {Setting} from '@site/src/data/settings';
import {platformLabels} from '@site/src/data/commands/types';
import {excludableGroups, filterPenalties, listInWords, protectionLevels, timeoutUnit} from './overview';

export {timeoutUnit};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The penalty choices in words, harshest first, from the penalty list: "ban, timeout, warn and delete (Twitch only), delete". */
const penaltyChoices = filterPenalties.map((p) =>
  p.platforms ? `${p.label.toLowerCase()} (${p.platforms.map((id) => platformLabels[id]).join(', ')} only)` : p.label.toLowerCase(),
);

/** Settings every message-checking filter shares; each filter's settings page lists these. */
export function commonFilterSettings(what: string): Setting[] {
  return [
    {
      name: 'Protection',
      type: 'choice',
      default: null,
      range: capitalised(listInWords(protectionLevels)),
      meaning: 'One slider for how strict the filter is; off switches it off.',
    },
    {
      name: 'Penalty',
      type: 'choice',
      default: null,
      range: capitalised(listInWords(penaltyChoices)),
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
      range: capitalised(listInWords(excludableGroups)),
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
