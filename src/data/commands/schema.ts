/**
 * The one description of a default command entry (src/data/commands/entries/<name>.ts): its shape,
 * and the rules that read several of its fields. The types in ./types.ts are inferred from it; the
 * build checks every entry against it (./validate.ts adds the rules across entries and routes).
 */
import {z} from 'zod';
import {chatLine, entryRule, ifText, flag, list, nonEmptyList, oneLine, records, route, sentence, shortNoteLength, siteLink, platform, strings, text, userLevel, type Loose} from '../validation/fields';

/**
 * `!` and lowercase words joined by single hyphens or dots, like `!ctrl-z`, optionally ending in
 * `()` as the joke alias `!songs.pop()` does.
 */
const alias = z
  .string()
  .regex(/^![a-z0-9]+([-.][a-z0-9]+)*(\(\))?$/, 'must be "!" followed by lowercase letters and digits (single hyphens or dots between, an optional "()" at the end)');

export const commandArgumentSchema = z.strictObject({
  /** As shown in the syntax, e.g. `<username>` or `[duration_seconds]`. */
  name: text,
  required: z.boolean(),
  /** What to type there, accepted values and the default when left out. */
  description: text,
});

/** A word after the command that switches it to a different job, like `!queue join`. */
export const subcommandSchema = z.strictObject({
  name: text,
  /** Full forms to type, each starting with the command, e.g. `!quote add <quote_text>`. */
  syntax: nonEmptyList(text, 'needs at least one form'),
  description: text,
  /** Only when it differs from the command's own level. */
  userLevel: userLevel.optional(),
  /** Other words that run the same subcommand. */
  aliases: list(text).optional(),
});

/** A short chat transcript: someone types, the bot answers. */
export const chatExchangeSchema = z.strictObject({title: text, lines: nonEmptyList(chatLine, 'needs at least one line')});

/** What can go wrong, and what the reader sees or should do. */
export const edgeCaseSchema = z.strictObject({situation: text, outcome: text});

/** A feature that must be switched on or set up before the command works; `to`: its page here. */
export const requirementSchema = z.strictObject({label: text, to: route.optional()});

/**
 * A fact about a command that fits no other field. `unconfirmed` marks what the provider's newer
 * pages show only once or contradict: the page then says plainly that it is not confirmed.
 */
export const noteSchema = z.strictObject({text: sentence, unconfirmed: flag}).check(
  entryRule((note, report) => {
    if (note.unconfirmed === true && typeof note.text === 'string' && (note.text.includes('\n') || note.text.length > shortNoteLength))
      report(['text'], `a not-confirmed note must say in one line of ${shortNoteLength} characters at most what is uncertain and what to do about it`);
  }),
);

const seconds = z.number().int('must be a whole number of seconds above 0').positive('must be a whole number of seconds above 0');

/**
 * A default cooldown. Seconds where the facts give a number; `note` says where it is changed or
 * that it comes from a module's settings.
 */
export const cooldownSchema = z
  .strictObject({perUserSeconds: seconds.optional(), globalSeconds: seconds.optional(), note: sentence.optional()}, {error: 'must be an object with perUserSeconds, globalSeconds and/or note'})
  .refine((cooldown) => Object.values(cooldown).some((value) => value !== undefined), 'needs perUserSeconds, globalSeconds or a note');

/** Starts with `!name` (or an alias) followed by a space or the end. */
const startsWithTrigger = (form: string, triggers: readonly string[]) => triggers.some((trigger) => form === trigger || form.startsWith(`${trigger} `));

/** The rules that read several fields of one command. */
const commandRules = entryRule((entry: Loose, report) => {
  const name = typeof entry.name === 'string' ? entry.name : '';
  const aliases = strings(entry.aliases);
  const triggers = [`!${name}`, ...aliases];
  aliases.forEach((alias, i) => {
    if (alias === `!${name}`) report(['aliases', i], 'repeats the command name; list other triggers only');
  });
  strings(entry.unconfirmedAliases).forEach((alias, i) => {
    if (!aliases.includes(alias)) report(['unconfirmedAliases', i], `${JSON.stringify(alias)} is not one of the aliases; list it in aliases too`);
  });
  strings(entry.syntax).forEach((form, i) => {
    if (!startsWithTrigger(form, triggers)) report(['syntax', i], `must start with "!${name}" or an alias; got ${JSON.stringify(form)}`);
  });
  const subcommands = records(entry.subcommands);
  for (const [sub, i] of subcommands) {
    const starts = triggers.map((trigger) => `${trigger} ${String(sub.name)}`);
    strings(sub.syntax).forEach((form, j) => {
      if (!startsWithTrigger(form, starts)) report(['subcommands', i, 'syntax', j], `must start with "!${name} ${String(sub.name)}"; got ${JSON.stringify(form)}`);
    });
  }
  const forms = [...strings(entry.syntax), ...subcommands.flatMap(([sub]) => strings(sub.syntax))];
  for (const [argument, i] of records(entry.arguments)) {
    if (typeof argument.name === 'string' && argument.name.trim() !== '' && !forms.some((form) => form.includes(argument.name as string)))
      report(['arguments', i, 'name'], `${JSON.stringify(argument.name)} appears in no syntax form; write it into the form where it is typed`);
  }
  const typed = records(entry.examples).flatMap(([example]) => records(example.lines).map(([line]) => line));
  if (!typed.some((line) => line.role !== 'bot' && typeof line.text === 'string' && startsWithTrigger(line.text, triggers)))
    report(['examples'], `needs a chat example in which someone types !${name} (or an alias)`);
});

export const commandSchema = z
  .strictObject({
    /** Without the `!`; also the page slug under /chatbot/commands/default. */
    name: z.string().regex(/^[a-z0-9]+$/, 'must be lowercase letters and digits, without "!"'),
    /** One line: what the command does. Shown in the header card and the reference table. */
    summary: oneLine.refine(ifText((value) => /[.!?]$/.test(value)), 'must be one sentence on one line'),
    /** Lowest level allowed to run it by default. */
    userLevel,
    /** Set when the provider's pages disagree on that level: it shows as not confirmed, and a note says what each page gives. */
    userLevelUnconfirmed: flag,
    /** Extra words about who may run it, e.g. when a subcommand needs more. */
    levelNote: text.optional(),
    /** Other triggers, each with its `!`. */
    aliases: list(alias),
    /** The aliases above that only one version of the provider's newer pages lists. */
    unconfirmedAliases: list(text).optional(),
    /** Forms to type, each starting with `!` plus the name or an alias. */
    syntax: nonEmptyList(text, 'needs at least one form'),
    arguments: list(commandArgumentSchema),
    subcommands: list(subcommandSchema).optional(),
    /** Only when the facts give one. */
    cooldown: cooldownSchema.optional(),
    /** Only when the facts give one. */
    cost: text.optional(),
    /**
     * Set when a new channel starts with the command switched off: it must be turned on among the
     * default commands in the dashboard before anyone can run it.
     */
    offByDefault: flag,
    /** Everything that must be switched on or set up first; empty or left out when nothing is. */
    needs: list(requirementSchema).optional(),
    /** Hard limits on what the command accepts: minimums, caps, time windows. */
    limits: list(sentence).optional(),
    /** Other facts a reader needs, some marked not confirmed. */
    notes: list(noteSchema).optional(),
    /** `null` where the facts do not say which platforms it works on. */
    platforms: z
      .array(platform, {error: (issue) => (issue.input === undefined ? 'is missing (list the platforms, or null where the facts do not say)' : undefined)})
      .min(1, 'must list platforms, or be null where the facts do not say')
      .readonly()
      .nullable(),
    examples: list(chatExchangeSchema),
    edgeCases: list(edgeCaseSchema),
    /** Names of other default commands, without `!`. */
    relatedCommands: list(text),
    /** Other pages on this site, such as module or variable pages. */
    seeAlso: list(siteLink).optional(),
  })
  .check(commandRules);
