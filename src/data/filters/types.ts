import type {Setting} from '@site/src/data/settings';

export interface SpamFilter {
  /** Route segment under /chatbot/filters. */
  slug: string;
  name: string;
  /** One line: which messages it catches. */
  catches: string;
  /** What the filter counts, where that is not obvious from its name (the symbol filter). */
  whatCounts?: string;
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

/**
 * A filter the dashboard has but this site gives no page (the route list is fixed): the filters
 * overview lists it with its settings.
 */
export interface FilterWithoutPage {
  /** Anchor on the filters overview. */
  id: string;
  name: string;
  catches: string;
  settings: readonly Setting[];
  notes: readonly string[];
  /**
   * Set when only one version of the provider's pages describes it: says what is not confirmed.
   * The overview prints it next to the filter.
   */
  unconfirmed?: string;
}
