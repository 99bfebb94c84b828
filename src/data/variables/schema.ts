/**
 * The one description of a chatbot variable: an entry with a page (src/data/variables/entries/<name>.ts,
 * written with `defineVariable`) and one the variables index lists without a page (./withoutPage.ts).
 * The types in ./types.ts are inferred from it; ./validate.ts adds the rules across entries, routes
 * and docs/tags.yml.
 */
import {z} from 'zod';
import {chatLine, entryRule, ifText, flag, list, nonEmptyList, oneLine, platform, records, sentence, shortNoteLength, shortUnconfirmedNote, strings, text, type Loose} from '../validation/fields';

/** Tags from docs/tags.yml that variable pages use (the build also checks them against the file). */
export const variableTags = [
  'variables',
  'chatbot',
  'action',
  'ai',
  'channel',
  'counters',
  'emotes',
  'escaping',
  'finance',
  'game',
  'integrations',
  'loyalty-points',
  'math',
  'quotes',
  'random',
  'sender',
  'stream-info',
  'time',
  'twitch',
  'url',
  'user',
  'weather',
] as const;

const name = z.string().regex(/^[a-z0-9]+$/, 'must be lower-case letters and digits only');

/** This site writes every variable `${...}`; `$(...)`, the provider's main spelling, is converted where shown. */
const dollarBrace = text
  .refine(ifText((value) => value.startsWith('${')), 'must start with "${" (this site writes variables as ${name})')
  .refine(ifText((value) => value.endsWith('}')), 'must end with "}"');

/** One way to write the variable, and what it gives back in one sentence (backticks mark code). */
export const syntaxFormSchema = z.strictObject({form: dollarBrace, meaning: text});

/** A value written in the syntax forms, e.g. `<location>`. */
export const parameterSchema = z.strictObject({name: text, required: z.boolean(), meaning: text});

/**
 * A dotted field such as `sender.points`, with a sample value of our own. `aliases`: other names the
 * bot answers to with the same value, written like `name` (`channel.status` for `channel.title`).
 */
export const outputFieldSchema = z.strictObject({name: text, meaning: text, sample: text.optional(), aliases: list(text).optional()});

/**
 * A command made with the variable and the chat it gives: `setup` is what a moderator types to
 * create the command; `result` the effect outside chat, or a remark where the reply is not documented.
 */
export const workedExampleSchema = z
  .strictObject({
    title: text,
    setup: text
      .refine(ifText((value) => value.startsWith('!command add !')), 'must start with "!command add !"')
      .refine((value) => !value.includes('$('), 'must write variables as ${...}, not $(...)'),
    lines: nonEmptyList(chatLine, 'needs at least one chat line'),
    result: text.optional(),
  })
  .check(
    entryRule((example, report) => {
      if (!records(example.lines).some(([line]) => line.role === 'bot') && example.result === undefined)
        report([], 'needs a bot reply (a line with role "bot") or a result that says what happens');
    }),
  );

/**
 * `error`: what the bot answers when something goes wrong; `limit`: a documented bound; `behaviour`:
 * what it answers in an edge case that is not an error. `output`: the exact text the bot posts;
 * `unconfirmed`: the provider's pages disagree, and the page says so.
 */
export const noteSchema = z
  .strictObject({kind: z.enum(['error', 'limit', 'behaviour']), text, output: text.optional(), unconfirmed: flag})
  .check(
    entryRule((note, report) => {
      // Readers took long "not confirmed" notes for unfinished pages (issue 42): one short line each.
      const long = typeof note.text === 'string' && (note.text.includes('\n') || note.text.length > shortNoteLength);
      if (note.unconfirmed === true && long) report(['text'], `a note marked unconfirmed must say in one line of ${shortNoteLength} characters at most what is uncertain and what to do about it`);
    }),
  );

/**
 * Where a variable works. `platforms` is `null` only where no source says; `unconfirmedPlatforms`
 * lists platforms one version of the provider's pages adds and another leaves out.
 */
export const whereItWorksShape = {
  platforms: list(platform).nullable(),
  unconfirmedPlatforms: list(platform).optional(),
  /**
   * Platforms outside `platforms` where the facts say what the bot does: it posts the variable in the
   * reply as typed (`${redeem}` on YouTube). On any other platform outside `platforms` the page says
   * the outcome is not documented.
   */
  literalOn: list(platform).optional(),
  /** Platform differences the facts document, one sentence each. */
  platformNotes: list(text),
};

/** `literalOn` names platforms the variable does not work on, never one it works on. */
export const whereItWorksRule = entryRule((entry: Loose, report) => {
  const works = strings(entry.platforms);
  const unsure = strings(entry.unconfirmedPlatforms);
  strings(entry.literalOn).forEach((id, i) => {
    if (works.includes(id) || unsure.includes(id)) report(['literalOn', i], `"${id}" is a platform the variable works on (or may work on); list only platforms outside "platforms"`);
  });
});

/**
 * A spelling older guides (or this site) showed that the bot does not have: `form` as a reader would
 * write it, `why` in a sentence, and `instead` the form to write. The page lists it under "What can go
 * wrong", and the reply preview names it when a reply uses it.
 */
export const notAFormSchema = z.strictObject({form: dollarBrace, why: sentence, instead: dollarBrace});

const alias = z.string().refine((value) => value.startsWith('${'), 'must start with "${"');

/** Every field of a variable's page, and the rules that read several of them. */
export const variableSchema = z
  .strictObject({
    /** Route segment and name: /chatbot/variables/<name>. */
    name,
    /** One line for the index table. */
    summary: oneLine,
    syntax: nonEmptyList(syntaxFormSchema, 'needs at least one form'),
    parameters: list(parameterSchema),
    /** What the variable is replaced with. */
    output: text,
    fields: list(outputFieldSchema),
    examples: nonEmptyList(workedExampleSchema, 'needs at least one worked example'),
    notes: list(noteSchema),
    /** Other names the bot accepts for the same variable, in ${...} form. */
    aliases: list(alias),
    /** Spellings readers meet elsewhere that the bot does not have, with the form to use. */
    notForms: list(notAFormSchema),
    /** Names of other variables with a page. */
    relatedVariables: list(text),
    /** Default command names, linked to /chatbot/commands/default/<name>. */
    relatedCommands: list(text),
    tags: list(z.enum(variableTags)),
    /**
     * For a variable the reply preview has no behaviour for (src/preview/handlers): the value it
     * shows in its place. The build names every variable that has neither (src/preview/coverage.ts).
     */
    preview: z.strictObject({sample: z.string()}).optional(),
    ...whereItWorksShape,
  })
  .check(
    entryRule((entry: Loose, report) => {
      const own = String(entry.name);
      const fieldNames = records(entry.fields).map(([field]) => field.name);
      const aliasesSeen = new Set<string>();
      for (const [field, i] of records(entry.fields)) {
        if (typeof field.name === 'string' && !field.name.startsWith(`${own}.`)) report(['fields', i, 'name'], `must start with "${own}."`);
        (Array.isArray(field.aliases) ? field.aliases : []).forEach((alias: unknown, j) => {
          if (typeof alias !== 'string') return;
          if (!alias.startsWith(`${own}.`)) report(['fields', i, 'aliases', j], `must start with "${own}."`);
          if (fieldNames.includes(alias)) report(['fields', i, 'aliases', j], `"${alias}" is a field of its own; a name cannot be both`);
          if (aliasesSeen.has(alias)) report(['fields', i, 'aliases', j], `"${alias}" is listed twice`);
          aliasesSeen.add(alias);
        });
      }
      const tags = strings(entry.tags);
      if (tags[0] !== 'variables') report(['tags'], 'must start with "variables"');
      tags.forEach((tag, i) => {
        if (tags.indexOf(tag) !== i) report(['tags', i], `"${tag}" is listed twice`);
      });
      strings(entry.relatedVariables).forEach((related, i) => {
        if (related === own) report(['relatedVariables', i], 'must not point at the page itself');
      });
      const forms = records(entry.syntax).map(([form]) => form.form);
      for (const [wrong, i] of records(entry.notForms))
        if (forms.includes(wrong.form)) report(['notForms', i, 'form'], `${String(wrong.form)} is one of the entry's own syntax forms; a form cannot be both`);
    }),
  )
  .check(whereItWorksRule);

/**
 * A variable the bot understands that has no page here (the route list is fixed): the variables
 * index lists it. `unconfirmed` says plainly what the provider's pages leave open.
 */
export const variableWithoutPageSchema = z.strictObject({
  name,
  summary: oneLine,
  syntax: nonEmptyList(syntaxFormSchema, 'needs at least one form'),
  notes: list(noteSchema),
  aliases: list(alias).optional(),
  unconfirmed: shortUnconfirmedNote.optional(),
  ...whereItWorksShape,
}).check(whereItWorksRule);
