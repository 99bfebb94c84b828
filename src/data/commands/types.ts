/**
 * The types of a default command entry, inferred from its schema (./schema.ts), which says what
 * each field holds and the rules the build checks.
 */
import type {z} from 'zod';
import type {
  chatExchangeSchema,
  commandArgumentSchema,
  commandSchema,
  cooldownSchema,
  edgeCaseSchema,
  noteSchema,
  requirementSchema,
  subcommandSchema,
} from './schema';
import type {siteLink} from '../validation/fields';

/** Streaming platforms a default command is documented for (one list for the whole site). */
export {platformLabels, type Platform} from '../platforms';

/** One word or value typed after the command. */
export type CommandArgument = z.input<typeof commandArgumentSchema>;

/** A word after the command that switches it to a different job, like `!queue join`. */
export type Subcommand = z.input<typeof subcommandSchema>;

/** A short chat transcript: someone types, the bot answers. */
export type ChatExchange = z.input<typeof chatExchangeSchema>;

/** What can go wrong, and what the reader sees or should do. */
export type EdgeCase = z.input<typeof edgeCaseSchema>;

/** A feature that must be switched on or set up before the command works. */
export type Requirement = z.input<typeof requirementSchema>;

/** A fact about a command that fits no other field, possibly marked not confirmed. */
export type Note = z.input<typeof noteSchema>;

/** A default cooldown: seconds where the facts give a number, or a note. */
export type Cooldown = z.input<typeof cooldownSchema>;

export type Link = z.input<typeof siteLink>;

export type Command = z.input<typeof commandSchema>;
