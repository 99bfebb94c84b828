import {commandPath} from '../commandRoutes';
import {userLevelIds} from '../userLevels';
import {platformLabels, type Command} from './types';

/*
 * Runtime check of command data. TypeScript catches most mistakes at compile time, but data
 * can still be wrong in ways types cannot express (a syntax form for another command, an alias
 * used twice), and tests feed it deliberately broken objects. Every message names the page
 * and the field, so a failing build says exactly what to fix.
 */

const chatRoles = ['viewer', 'moderator', 'broadcaster', 'bot'];
const knownKeys = new Set([
  'name', 'summary', 'userLevel', 'levelNote', 'aliases', 'unconfirmedAliases', 'syntax', 'arguments', 'subcommands', 'cooldown',
  'cost', 'offByDefault', 'needs', 'limits', 'notes', 'platforms', 'examples', 'edgeCases', 'relatedCommands', 'seeAlso',
]);
const cooldownKeys = new Set(['perUserSeconds', 'globalSeconds', 'note']);
/**
 * `!` and lowercase words joined by single hyphens or dots, like `!ctrl-z`, optionally ending in
 * `()` as the joke alias `!songs.pop()` does.
 */
const aliasPattern = /^![a-z0-9]+([-.][a-z0-9]+)*(\(\))?$/;

type Record = {[key: string]: unknown};
const isRecord = (value: unknown): value is Record => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isRoute = (value: unknown): boolean => isText(value) && /^\/[^\s]*$/.test(value) && !/\/$|\.mdx?$/.test(value.split('#')[0] ?? '');

const isSentence = (value: unknown): value is string => isText(value) && !/\n/.test(value) && /[.!?)]$/.test(value);

/** A cooldown needs a number of seconds or a note; seconds are whole and positive. */
function validateCooldown(cooldown: unknown, fail: (field: string, problem: string) => void): void {
  if (!isRecord(cooldown)) return fail('cooldown', 'must be an object with perUserSeconds, globalSeconds and/or note');
  for (const key of Object.keys(cooldown)) if (!cooldownKeys.has(key)) fail(`cooldown.${key}`, 'is not a known field');
  for (const key of ['perUserSeconds', 'globalSeconds'] as const) {
    const seconds = cooldown[key];
    if (seconds !== undefined && !(Number.isInteger(seconds) && (seconds as number) > 0)) fail(`cooldown.${key}`, 'must be a whole number of seconds above 0');
  }
  if (cooldown.note !== undefined && !isSentence(cooldown.note)) fail('cooldown.note', 'must be a sentence');
  if (cooldown.perUserSeconds === undefined && cooldown.globalSeconds === undefined && cooldown.note === undefined) fail('cooldown', 'needs seconds or a note');
}

/** Starts with `!name` (or an alias) followed by a space or the end. */
function startsWithTrigger(form: string, triggers: readonly string[]): boolean {
  return triggers.some((trigger) => form === trigger || form.startsWith(`${trigger} `));
}

/** Problems with one command entry; empty when it is valid. */
export function validateCommand(entry: unknown, index = 0, whereOf: (name: string) => string = commandPath): string[] {
  if (!isRecord(entry)) return [`command #${index}: expected an object`];
  const name = isText(entry.name) ? entry.name : `#${index}`;
  const where = whereOf(name);
  const errors: string[] = [];
  const fail = (field: string, problem: string) => errors.push(`${where}: field "${field}" ${problem}`);

  for (const key of Object.keys(entry)) if (!knownKeys.has(key)) fail(key, 'is not a known field');
  if (!isText(entry.name) || !/^[a-z0-9]+$/.test(entry.name)) fail('name', 'must be lowercase letters and digits, without "!"');
  if (!isText(entry.summary) || /\n/.test(entry.summary) || !/[.!?]$/.test(entry.summary)) fail('summary', 'must be one sentence on one line');
  if (!userLevelIds.includes(entry.userLevel as never)) fail('userLevel', `must be one of ${userLevelIds.join(', ')}; got ${JSON.stringify(entry.userLevel)}`);
  if (entry.levelNote !== undefined && !isText(entry.levelNote)) fail('levelNote', 'must be text when present');
  if (entry.cost !== undefined && !isText(entry.cost)) fail('cost', 'must be text when present');
  if (entry.cooldown !== undefined) validateCooldown(entry.cooldown, fail);
  if (entry.offByDefault !== undefined && entry.offByDefault !== true) fail('offByDefault', 'must be true or left out');

  const aliases = Array.isArray(entry.aliases) ? entry.aliases : undefined;
  if (!aliases) fail('aliases', 'is missing (use [] for none)');
  aliases?.forEach((alias, i) => {
    if (!isText(alias) || !aliasPattern.test(alias)) fail(`aliases[${i}]`, 'must be "!" followed by lowercase letters and digits (single hyphens or dots between, an optional "()" at the end)');
    else if (alias === `!${name}`) fail(`aliases[${i}]`, 'repeats the command name');
  });
  if (entry.unconfirmedAliases !== undefined) {
    const unconfirmed = Array.isArray(entry.unconfirmedAliases) ? entry.unconfirmedAliases : [];
    if (unconfirmed.length === 0) fail('unconfirmedAliases', 'must list aliases when present');
    unconfirmed.forEach((alias, i) => {
      if (!aliases?.includes(alias)) fail(`unconfirmedAliases[${i}]`, `${JSON.stringify(alias)} is not one of the aliases`);
    });
  }
  const triggers = [`!${name}`, ...(aliases ?? []).filter(isText)];

  const syntax = Array.isArray(entry.syntax) ? entry.syntax : [];
  if (syntax.length === 0) fail('syntax', 'needs at least one form');
  syntax.forEach((form, i) => {
    if (!isText(form) || !startsWithTrigger(form, triggers)) fail(`syntax[${i}]`, `must start with "!${name}" or an alias; got ${JSON.stringify(form)}`);
  });

  const subcommands = entry.subcommands === undefined ? [] : Array.isArray(entry.subcommands) ? entry.subcommands : (fail('subcommands', 'must be a list'), []);
  const allForms = [...syntax, ...subcommands.flatMap((sub) => (isRecord(sub) && Array.isArray(sub.syntax) ? sub.syntax : []))].filter(isText);

  if (!Array.isArray(entry.arguments)) fail('arguments', 'is missing (use [] for none)');
  else
    entry.arguments.forEach((arg, i) => {
      const field = `arguments[${i}]`;
      if (!isRecord(arg)) return fail(field, 'must be an object');
      if (!isText(arg.name)) fail(`${field}.name`, 'is missing');
      else if (!allForms.some((form) => form.includes(arg.name as string))) fail(`${field}.name`, `"${arg.name}" appears in no syntax form`);
      if (typeof arg.required !== 'boolean') fail(`${field}.required`, 'must be true or false');
      if (!isText(arg.description)) fail(`${field}.description`, 'is missing');
    });

  subcommands.forEach((sub, i) => {
    const field = `subcommands[${i}]`;
    if (!isRecord(sub) || !isText(sub.name)) return fail(`${field}.name`, 'is missing');
    if (!isText(sub.description)) fail(`${field}.description`, 'is missing');
    if (sub.userLevel !== undefined && !userLevelIds.includes(sub.userLevel as never)) fail(`${field}.userLevel`, `must be one of ${userLevelIds.join(', ')}`);
    if (sub.aliases !== undefined && !(Array.isArray(sub.aliases) && sub.aliases.every(isText))) fail(`${field}.aliases`, 'must be a list of words');
    const starts = triggers.map((trigger) => `${trigger} ${sub.name}`);
    const forms = Array.isArray(sub.syntax) ? sub.syntax : [];
    if (forms.length === 0) fail(`${field}.syntax`, 'needs at least one form');
    forms.forEach((form, j) => {
      if (!isText(form) || !startsWithTrigger(form, starts)) fail(`${field}.syntax[${j}]`, `must start with "!${name} ${sub.name}"; got ${JSON.stringify(form)}`);
    });
  });

  if (entry.platforms !== null) {
    const platforms = Array.isArray(entry.platforms) ? entry.platforms : [];
    if (platforms.length === 0) fail('platforms', 'must list platforms, or be null where the facts do not say');
    platforms.forEach((platform, i) => {
      if (!Object.hasOwn(platformLabels, platform as string)) fail(`platforms[${i}]`, `must be one of ${Object.keys(platformLabels).join(', ')}`);
    });
  }

  if (entry.needs !== undefined) {
    const needs = Array.isArray(entry.needs) ? entry.needs : [];
    if (needs.length === 0) fail('needs', 'must list requirements, or be left out');
    needs.forEach((need, i) => {
      if (!isRecord(need) || !isText(need.label)) fail(`needs[${i}].label`, 'is missing');
      else if (need.to !== undefined && !isRoute(need.to)) fail(`needs[${i}].to`, 'must be a site route like /chatbot/modules/duel');
    });
  }
  if (entry.limits !== undefined && !(Array.isArray(entry.limits) && entry.limits.length > 0 && entry.limits.every(isSentence)))
    fail('limits', 'must be a list of sentences, or be left out');
  if (entry.notes !== undefined) {
    const notes = Array.isArray(entry.notes) ? entry.notes : [];
    if (notes.length === 0) fail('notes', 'must list notes, or be left out');
    notes.forEach((note, i) => {
      if (!isRecord(note) || !isSentence(note.text)) fail(`notes[${i}].text`, 'must be a sentence');
      else if (note.unconfirmed !== undefined && note.unconfirmed !== true) fail(`notes[${i}].unconfirmed`, 'must be true or left out');
      else for (const key of Object.keys(note)) if (key !== 'text' && key !== 'unconfirmed') fail(`notes[${i}].${key}`, 'is not a known field');
    });
  }

  if (!Array.isArray(entry.examples)) fail('examples', 'is missing (use [] for none)');
  else
    entry.examples.forEach((example, i) => {
      const field = `examples[${i}]`;
      if (!isRecord(example) || !isText(example.title)) return fail(`${field}.title`, 'is missing');
      const lines = Array.isArray(example.lines) ? example.lines : [];
      if (lines.length === 0) fail(`${field}.lines`, 'needs at least one line');
      lines.forEach((line, j) => {
        if (!isRecord(line) || !chatRoles.includes(line.role as string)) fail(`${field}.lines[${j}].role`, `must be one of ${chatRoles.join(', ')}`);
        else if (!isText(line.text)) fail(`${field}.lines[${j}].text`, 'is missing');
      });
    });

  if (!Array.isArray(entry.edgeCases)) fail('edgeCases', 'is missing (use [] for none)');
  else
    entry.edgeCases.forEach((edge, i) => {
      if (!isRecord(edge) || !isText(edge.situation) || !isText(edge.outcome)) fail(`edgeCases[${i}]`, 'needs a situation and an outcome');
    });

  if (!Array.isArray(entry.relatedCommands) || !entry.relatedCommands.every(isText)) fail('relatedCommands', 'must be a list of command names (use [] for none)');
  if (entry.seeAlso !== undefined) {
    const links = Array.isArray(entry.seeAlso) ? entry.seeAlso : [];
    links.forEach((link, i) => {
      if (!isRecord(link) || !isText(link.label) || !isRoute(link.to)) fail(`seeAlso[${i}]`, 'needs a label and a site route');
    });
  }
  return errors;
}

/** Problems across the whole list: each entry, plus unique names and aliases and known related commands. */
export function validateCommands(entries: readonly unknown[], whereOf: (name: string) => string = commandPath): string[] {
  const errors = entries.flatMap((entry, index) => validateCommand(entry, index, whereOf));
  const commands = entries.filter(isRecord) as Partial<Command>[];
  const triggerOwner = new Map<string, string>();
  for (const command of commands) {
    if (!isText(command.name)) continue;
    for (const trigger of [`!${command.name}`, ...(command.aliases ?? [])]) {
      const owner = triggerOwner.get(trigger);
      const field = trigger === `!${command.name}` ? 'name' : 'aliases';
      if (owner) errors.push(`${whereOf(command.name)}: field "${field}" uses ${trigger}, which already belongs to !${owner}`);
      else triggerOwner.set(trigger, command.name);
    }
  }
  const names = new Set(commands.map((command) => command.name));
  for (const command of commands) {
    (command.relatedCommands ?? []).forEach((related, i) => {
      if (!names.has(related) || related === command.name)
        errors.push(`${whereOf(String(command.name))}: field "relatedCommands[${i}]" names "${related}", which is not another default command`);
    });
  }
  return errors;
}

/** Returns the list unchanged, or throws one error listing every problem. */
export function assertValidCommands<T>(entries: readonly T[]): readonly T[] {
  const errors = validateCommands(entries);
  if (errors.length > 0) throw new Error(`Invalid command data:\n${errors.join('\n')}`);
  return entries;
}
