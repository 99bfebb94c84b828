import type {Setting} from '@site/src/data/settings';

export interface SpamFilter {
  /** Route segment under /chatbot/filters. */
  slug: string;
  name: string;
  /** One line: which messages it catches. */
  catches: string;
  /** The limits that make a message break this filter, for the comparison table. */
  limitsYouSet: readonly string[];
  settings: readonly Setting[];
  /** Who and what the filter leaves alone, one sentence each. */
  exemptions: readonly string[];
  /** What happens to a message that breaks the filter, in order, one sentence each. */
  penalties: readonly string[];
  /** Whether a moderator's !permit lets a chatter past this filter for a while. */
  permit: boolean;
}
