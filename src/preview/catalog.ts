/**
 * What the preview knows about each name, read from src/data/variables: the names a reply may
 * use (forms, dotted fields and the fields' aliases, aliases of variables), how many values each
 * takes (from the syntax forms and which parameters are optional), where a variable does not work
 * and what the bot does there, and the spellings the bot does not have (`notForms`). Entries added
 * to the data flow through. The argument tokens (`${1}`, `${2:}`…) are read by ./argumentTokens.ts,
 * not listed here.
 */
import {variables as documented, variablesWithoutPage, type NotAForm, type VariableDoc} from '@site/src/data/variables';
import {defineVariable} from '@site/src/data/variables/define';
import {parseArgumentToken} from './argumentTokens';
import {platforms as allPlatforms, type PlatformId} from './platforms';

export interface NameSpec {
  /** The name as written in a reply, lower case: `random.pick`, `sender.points`, `urlfetch`. */
  name: string;
  /** The variable page it belongs to. */
  variable: string;
  /** Value counts the forms allow; `max` is Infinity for lists such as random.pick's. */
  min: number;
  max: number;
  /** For another name of a field (a field's `aliases`, such as `channel.status`): the field it gives (`channel.title`). */
  means?: string;
}

export interface Catalog {
  docs: ReadonlyMap<string, VariableDoc>;
  names: ReadonlyMap<string, NameSpec>;
  /** Names with a value inside them, such as `${random.<min>-<max>}`: a pattern for each. */
  patterns: readonly {pattern: RegExp; spec: NameSpec}[];
  /** Platforms each variable does not work on (src/data/variables: everything its `platforms` leaves out). */
  unsupported: ReadonlyMap<string, readonly PlatformId[]>;
  /** Platforms where the provider's pages disagree whether it works. */
  unconfirmed: ReadonlyMap<string, readonly PlatformId[]>;
  /** Platforms where the bot posts the variable as typed (`literalOn`). */
  literalOn: ReadonlyMap<string, readonly PlatformId[]>;
  /** Spellings the bot does not have, by the name as written (`args`, `time.timezone`), with their variable. */
  notForms: ReadonlyMap<string, NotAForm & {variable: string}>;
}

const formPattern = /^\$[({]\s*([^\s})|]+)(.*?)[)}]$/s;
const placeholder = /"[^"]*"|'[^']*'|<[^>]+>(?:-<[^>]+>)?|\.\.\./g;

/** Reads `${random.pick '<item>' '<item>' ...}` into its name and the values it takes. */
export function readForm(form: string): {name: string; values: string[]} | null {
  const match = formPattern.exec(form.trim());
  if (!match) return null;
  return {name: (match[1] ?? '').toLowerCase(), values: (match[2] ?? '').match(placeholder) ?? []};
}

function addName(names: Map<string, NameSpec>, spec: NameSpec): void {
  const existing = names.get(spec.name);
  if (!existing) names.set(spec.name, spec);
  else names.set(spec.name, {...existing, min: Math.min(existing.min, spec.min), max: Math.max(existing.max, spec.max)});
}

function specsOf(doc: VariableDoc, forms: readonly string[]): NameSpec[] {
  const optional = new Set(doc.parameters.filter((parameter) => !parameter.required).map((parameter) => parameter.name));
  const specs: NameSpec[] = [];
  for (const form of forms) {
    const read = readForm(form);
    if (!read) continue;
    const variadic = read.values.includes('...');
    const values = read.values.filter((value) => value !== '...');
    const required = values.filter((value) => !optional.has(value)).length;
    const base = {variable: doc.name, min: required, max: variadic ? Infinity : values.length};
    if (read.name.endsWith('.<field>')) {
      const prefix = read.name.slice(0, -'<field>'.length);
      for (const field of doc.fields) {
        const fieldName = field.name.toLowerCase();
        if (!fieldName.startsWith(prefix)) continue;
        specs.push({...base, name: fieldName});
        for (const alias of field.aliases ?? []) specs.push({...base, name: alias.toLowerCase(), means: fieldName});
      }
    } else if (!parseArgumentToken(read.name) && !read.name.includes('<')) specs.push({...base, name: read.name});
  }
  return specs;
}

/** `random.<min>-<max>` -> /^random\.[^\s.]+-[^\s.]+$/: a name that carries its value. */
function namePattern(name: string): RegExp | null {
  if (!/<[^>]+>/.test(name) || name.endsWith('.<field>')) return null;
  const parts = name.split(/<[^>]+>/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^\\s.]+')}$`);
}

function patternsOf(doc: VariableDoc): {pattern: RegExp; spec: NameSpec}[] {
  const specs: {pattern: RegExp; spec: NameSpec}[] = [];
  for (const form of doc.syntax) {
    const read = readForm(form.form);
    const pattern = read && namePattern(read.name);
    if (pattern) specs.push({pattern, spec: {name: read.name, variable: doc.name, min: 0, max: 0}});
  }
  return specs;
}

type PagelessEntry = Pick<VariableDoc, 'name' | 'summary' | 'syntax' | 'notes' | 'platforms' | 'platformNotes' | 'unconfirmedPlatforms' | 'literalOn'>;

/** Variables without a page, read like page entries (value counts from their forms); a page entry of the same name wins. */
function withoutPages(docs: readonly VariableDoc[], pageless: readonly PagelessEntry[]): VariableDoc[] {
  return pageless
    .filter((entry) => !docs.some((doc) => doc.name === entry.name))
    .map((entry) => defineVariable({...entry, output: entry.summary, examples: [], relatedVariables: [], tags: ['variables']}));
}

export function buildCatalog(docs: readonly VariableDoc[] = documented, pageless: readonly PagelessEntry[] = variablesWithoutPage): Catalog {
  const all = [...docs, ...withoutPages(docs, pageless)];
  const names = new Map<string, NameSpec>();
  const unsupported = new Map<string, PlatformId[]>();
  const unconfirmed = new Map<string, PlatformId[]>();
  const literalOn = new Map<string, PlatformId[]>();
  const notForms = new Map<string, NotAForm & {variable: string}>();
  const patterns = all.flatMap(patternsOf);
  for (const doc of all) {
    for (const spec of specsOf(doc, doc.syntax.map((form) => form.form))) addName(names, spec);
    // An alias takes the values its own form shows.
    for (const spec of specsOf(doc, doc.aliases)) addName(names, spec);
    for (const wrong of doc.notForms) {
      const read = readForm(wrong.form);
      if (read) notForms.set(read.name, {...wrong, variable: doc.name});
    }
    // `null` (no source says) blocks nothing; an unsure platform is reported, not blocked.
    const works = doc.platforms;
    const unsure = doc.unconfirmedPlatforms ?? [];
    const blocked = works === null ? [] : allPlatforms.map((entry) => entry.id).filter((id) => !works.includes(id) && !unsure.includes(id));
    if (blocked.length > 0) unsupported.set(doc.name, blocked);
    if (unsure.length > 0) unconfirmed.set(doc.name, [...unsure]);
    const asTyped = (doc.literalOn ?? []).filter((id) => blocked.includes(id));
    if (asTyped.length > 0) literalOn.set(doc.name, asTyped);
  }
  return {docs: new Map(all.map((doc) => [doc.name, doc])), names, patterns, unsupported, unconfirmed, literalOn, notForms};
}
