import type {UserLevelId} from '@site/src/data/userLevels';
import type {MessageTemplate, Placeholder, Setting} from '@site/src/data/settings';

/** A chat command a module adds; `command` is the default command's page name (no "!"). */
export interface ModuleCommand {
  command: string;
  /** How it is typed, e.g. "!duel <username> <points>". */
  usage: string;
  /** Lowest user level that may run it. */
  level: UserLevelId;
  does: string;
}

export interface ChatModule {
  /** Route segment under /chatbot/modules. */
  slug: string;
  name: string;
  /** One line for the modules index: what switching it on adds to chat. */
  adds: string;
  commands: readonly ModuleCommand[];
  /** Other parts of the toolset it relies on, e.g. the loyalty system. */
  needs: readonly string[];
  settings: readonly Setting[];
  templates: readonly MessageTemplate[];
  placeholders: readonly Placeholder[];
  /** Who may do what, and the published limits, one sentence each. */
  limits: readonly string[];
  /** Websocket topic page that reports this module's events, if any. */
  topicRoute?: string;
  /** For a points game: what a win pays, in one sentence (formula included where published). */
  payout?: string;
  /** For a points game: the odds a new channel starts with, where the provider publishes them. */
  odds?: string;
}

/**
 * A module the dashboard has but this site gives no page of its own (the route list is fixed):
 * the modules index lists it with its published settings and rules.
 */
export interface ModuleWithoutPage {
  name: string;
  adds: string;
  /** The settings the provider documents, in words ("max tickets"). */
  settings: readonly string[];
  /** What a win pays, where it is a game. */
  payout?: string;
  /** Published rules and behaviours, one sentence each. */
  notes: readonly string[];
  /** The default command page that covers it on this site, if any (page name, no "!"). */
  command?: string;
}
