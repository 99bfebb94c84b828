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
}
