import type {ChatLine} from '@site/src/components/ChatExample';
import type {UserLevelId} from '@site/src/data/userLevels';

import type {Platform} from '../platforms';

/** Streaming platforms a default command is documented for (one list for the whole site). */
export {platformLabels, type Platform} from '../platforms';

/** One word or value typed after the command. */
export interface CommandArgument {
  /** As shown in the syntax, e.g. `<username>` or `[duration_seconds]`. */
  name: string;
  required: boolean;
  /** What to type there, accepted values and the default when left out. */
  description: string;
}

/** A word after the command that switches it to a different job, like `!queue join`. */
export interface Subcommand {
  name: string;
  /** Full forms to type, each starting with the command, e.g. `!quote add <quote_text>`. */
  syntax: readonly string[];
  description: string;
  /** Only when it differs from the command's own level. */
  userLevel?: UserLevelId;
  /** Other words that run the same subcommand. */
  aliases?: readonly string[];
}

/** A short chat transcript: someone types, the bot answers. */
export interface ChatExchange {
  title: string;
  lines: readonly ChatLine[];
}

/** What can go wrong, and what the reader sees or should do. */
export interface EdgeCase {
  situation: string;
  outcome: string;
}

/** A feature that must be switched on or set up before the command works. */
export interface Requirement {
  label: string;
  /** A page about it, when this site has one. */
  to?: string;
}

/**
 * A fact about a command that fits no other field. `unconfirmed` marks what the provider's newer
 * pages show only once or contradict: the page then says plainly that it is not confirmed.
 */
export interface Note {
  text: string;
  unconfirmed?: true;
}

/**
 * A default cooldown. Seconds where the facts give a number; `note` says where it is changed or
 * that it comes from a module's settings.
 */
export interface Cooldown {
  perUserSeconds?: number;
  globalSeconds?: number;
  note?: string;
}

export interface Link {
  label: string;
  to: string;
}

export interface Command {
  /** Without the `!`; also the page slug under /chatbot/commands/default. */
  name: string;
  /** One line: what the command does. Shown in the header card and the reference table. */
  summary: string;
  /** Lowest level allowed to run it by default. */
  userLevel: UserLevelId;
  /** Extra words about who may run it, e.g. when a subcommand needs more. */
  levelNote?: string;
  /** Other triggers, each with its `!`. */
  aliases: readonly string[];
  /** The aliases above that only one version of the provider's newer pages lists. */
  unconfirmedAliases?: readonly string[];
  /** Forms to type, each starting with `!` plus the name or an alias. */
  syntax: readonly string[];
  arguments: readonly CommandArgument[];
  subcommands?: readonly Subcommand[];
  /** Only when the facts give one. */
  cooldown?: Cooldown;
  /** Only when the facts give one. */
  cost?: string;
  /**
   * Set when a new channel starts with the command switched off: it must be turned on among the
   * default commands in the dashboard before anyone can run it.
   */
  offByDefault?: true;
  /** Everything that must be switched on or set up first; omitted when nothing is. */
  needs?: readonly Requirement[];
  /** Hard limits on what the command accepts: minimums, caps, time windows. */
  limits?: readonly string[];
  /** Other facts a reader needs, some marked not confirmed. */
  notes?: readonly Note[];
  /** `null` where the facts do not say which platforms it works on. */
  platforms: readonly Platform[] | null;
  examples: readonly ChatExchange[];
  edgeCases: readonly EdgeCase[];
  /** Names of other default commands, without `!`. */
  relatedCommands: readonly string[];
  /** Other pages on this site, such as module or variable pages. */
  seeAlso?: readonly Link[];
}
