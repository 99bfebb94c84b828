/**
 * What the preview knows about each name, read from src/data/variables: the names a reply may
 * use (forms, dotted fields, aliases), how many values each takes (from the syntax forms and which
 * parameters are optional), and where a variable does not work. Entries added to the data flow
 * through; `extraVariables` adds what the data does not say about the 2026 variables listed without a page.
 */
import {variables as documented, variablesWithoutPage, type VariableDoc} from '@site/src/data/variables';
import {defineVariable} from '@site/src/data/variables/define';
import {extraVariables, factForms, unsupportedOn} from './knowledge';
import type {PlatformId} from './platforms';

export interface NameSpec {
  /** The name as written in a reply, lower case: `random.pick`, `sender.points`, `urlfetch`. */
  name: string;
  /** The variable page it belongs to. */
  variable: string;
  /** Value counts the forms allow; `max` is Infinity for lists such as random.pick's. */
  min: number;
  max: number;
}

export interface Catalog {
  docs: ReadonlyMap<string, VariableDoc>;
  names: ReadonlyMap<string, NameSpec>;
  /** `${1}`, `${2:}`, `${1.word}`…: positional argument forms, read from the args page. */
  positional: RegExp;
  /** Platforms each variable does not work on. */
  unsupported: ReadonlyMap<string, readonly PlatformId[]>;
  /**
   * Names that take their first value after a dot (`${random.1-100}`); `documented` when the
   * data's own syntax shows that form, not only the newest facts.
   */
  dottedValues: ReadonlyMap<string, {documented: boolean}>;
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
        if (fieldName.startsWith(prefix)) specs.push({...base, name: fieldName});
      }
    } else if (!read.name.includes('<') && !/^\d+(?::|\.|$)/.test(read.name)) specs.push({...base, name: read.name});
  }
  return specs;
}

type PagelessEntry = Pick<VariableDoc, 'name' | 'summary' | 'syntax' | 'notes' | 'platforms'>;


/** Page entries win; for the 2026 variables the preview keeps its own value counts and adds the data's platform notes. */
function withoutPages(docs: readonly VariableDoc[], pageless: readonly PagelessEntry[]): VariableDoc[] {
  const names = new Set([...extraVariables, ...pageless].map((entry) => entry.name).filter((name) => !docs.some((doc) => doc.name === name)));
  return [...names].map((name) => {
    const mine = extraVariables.find((entry) => entry.name === name);
    const theirs = pageless.find((entry) => entry.name === name);
    const base = mine ?? defineVariable({...(theirs as PagelessEntry), output: theirs?.summary ?? '', examples: [], relatedVariables: [], tags: ['variables']});
    return {...base, platforms: [...new Set([...base.platforms, ...(theirs?.platforms ?? [])])]};
  });
}

/** `${random.<min>-<max>}` → `random`: a form whose first value follows a dot. */
const dottedName = (form: string) => /^([^.<]+)\.</.exec(readForm(form)?.name ?? '')?.[1];

export function buildCatalog(docs: readonly VariableDoc[] = documented, pageless: readonly PagelessEntry[] = variablesWithoutPage): Catalog {
  const all = [...docs, ...withoutPages(docs, pageless)];
  const names = new Map<string, NameSpec>();
  const unsupported = new Map<string, PlatformId[]>();
  const dottedValues = new Map<string, {documented: boolean}>();
  for (const doc of all) {
    const own = doc.syntax.map((form) => form.form);
    const forms = [...own, ...(factForms[doc.name] ?? [])];
    for (const spec of specsOf(doc, forms)) addName(names, spec);
    for (const form of forms) {
      const name = dottedName(form);
      if (name) dottedValues.set(name, {documented: (dottedValues.get(name)?.documented ?? false) || own.includes(form)});
    }
    // An alias takes the values its own form shows; `${1|sender}` is a fallback, not a name.
    for (const spec of specsOf(doc, doc.aliases.filter((alias) => !alias.includes('|')))) addName(names, spec);
    const stated = doc.platforms.flatMap((note) => {
      const match = /(?:does|do) not work on ([A-Za-z ,]+?)(?:\.|$)/i.exec(note);
      return match ? ((match[1] ?? '').toLowerCase().match(/twitch|youtube|kick/g) ?? []) : [];
    }) as PlatformId[];
    const known = unsupportedOn[doc.name] ?? [];
    const both = [...new Set([...stated, ...known])];
    if (both.length > 0) unsupported.set(doc.name, both);
  }
  const args = all.find((doc) => doc.name === 'args');
  const suffixes = (args?.syntax ?? [])
    .map((form) => /^\$[({]1([^})]*)[)}]$/.exec(form.form)?.[1])
    .filter((suffix): suffix is string => suffix !== undefined)
    .map((suffix) => suffix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const positional = new RegExp(`^[1-9]\\d*(?:${suffixes.join('|') || ''})$`);
  return {docs: new Map(all.map((doc) => [doc.name, doc])), names, positional, unsupported, dottedValues};
}
