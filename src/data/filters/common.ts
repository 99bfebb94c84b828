import type {Setting} from '@site/src/data/settings';
import {platformLabels} from '@site/src/data/commands/types';
import {listInWords} from '../../shared/listInWords';
import {excludableGroups, filterPenalties, filtersOverview, timeoutUnit} from './overview';

export {timeoutUnit};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The penalty choices in words, harshest first, from the penalty list: "ban, timeout, warn and delete (Twitch only), delete". */
const penaltyChoices = filterPenalties.map((p) =>
  p.platforms ? `${p.label.toLowerCase()} (${p.platforms.map((id) => platformLabels[id]).join(', ')} only)` : p.label.toLowerCase(),
);

/**
 * Settings every message-checking filter shares; each filter's settings page lists these. The
 * Protection slider is not one of them: it is page-wide (`filtersOverview.protection`).
 */
export function commonFilterSettings(what: string): Setting[] {
  return [
    {
      name: 'Penalty',
      type: 'choice',
      default: null,
      range: capitalised(listInWords(penaltyChoices, 'or')),
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
      range: capitalised(listInWords(excludableGroups, 'or')),
      meaning: 'Groups of chatters this filter never checks.',
    },
    {
      name: 'Custom message',
      type: 'text',
      default: null,
      meaning: `The reason given for a message with ${what}: the moderation reason on the platform (with the automated note after it) and the text of the chat warning.`,
    },
    {name: 'Announcement', type: 'switch', default: null, meaning: 'Whether the bot also posts the Custom message in chat when this filter acts.'},
    {name: 'Announcement cooldown', type: 'seconds', default: null, meaning: 'How long the bot waits before it announces this filter in chat again.'},
  ];
}

export const excludedGroupsExemption = 'Chatters in the Excluded user groups are never checked.';

/** Every filter leaves these alone (updates-2026b, filters overview). */
export const alwaysExempt = filtersOverview.exempt;

/** The penalty sentences shared by the filters that use the common settings. */
export const commonPenalties = [
  'The chatter gets the Penalty you chose: a timeout for the Timeout duration, a ban, a deleted message, or (on Twitch) a warning with the message deleted.',
  'The Custom message becomes the moderation reason and the warning’s text; the bot posts it in chat only while Announcement is on, and not again before the Announcement cooldown has passed.',
] as const;
