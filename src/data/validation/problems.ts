/**
 * The shape every data check reports in: a problem names the data file, then the entry, the field
 * and what is wrong, e.g. `src/data/variables/stream.ts /chatbot/variables/channel fields[2].name:
 * must start with "channel."`. The build (plugins/data-validation) prints them grouped by file.
 */
import type {z} from 'zod';

export interface Problem {
  /** Repository-relative data file, e.g. `src/data/topics/tips.ts`. */
  file: string;
  /** `<entry> <field>: <problem>`. */
  message: string;
}

/** What the checks may compare data against: the docs tree and the route list. */
export interface DataContext {
  /** Routes the site serves (spec/routes.txt plus one /tags/<tag> page per tag in docs/tags.yml). */
  routes: ReadonlySet<string>;
  /** Tag keys of docs/tags.yml. */
  tags: ReadonlySet<string>;
  /**
   * The data file that declares an entry of a collection (a folder under src/data), looked up by
   * the entry's name, slug or id, by the name of the export that holds a table, or, for an entry
   * with no name, by its content (`JSON.stringify(entry)`).
   */
  fileOf: (collection: string, key: string) => string;
}

export const problemText = (problem: Problem): string => `${problem.file} ${problem.message}`;

/** `['detail', 2, 'path']` → `detail[2].path`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

/** How a value reads in a message: `"admin"`, `7`, `a list`. */
const shown = (value: unknown): string => (Array.isArray(value) ? 'a list' : typeof value === 'object' && value !== null ? 'an object' : JSON.stringify(value) ?? String(value));

const expectedWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
  null: 'null',
};

/**
 * What a contributor reads for an issue whose schema gives no message of its own: what is expected,
 * in words, and what was found. A schema's own message (`z.string().regex(re, 'must ...')`) wins.
 */
export function issueText(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return issue.expected === 'array' ? 'is missing (use [] for none)' : 'is missing';
      return `must be ${expectedWords[issue.expected] ?? issue.expected}; got ${shown(issue.input)}`;
    case 'invalid_value':
      if (issue.values.length === 1) return issue.values[0] === true ? 'must be true or left out' : `must be ${shown(issue.values[0])}`;
      return `must be one of ${issue.values.join(', ')}; got ${shown(issue.input)}`;
    case 'too_small':
      if (issue.origin === 'array') return Number(issue.minimum) <= 1 ? 'must list at least one' : `must list at least ${issue.minimum}`;
      if (issue.origin === 'string') return 'must not be empty';
      return `must be ${issue.inclusive ? 'at least' : 'above'} ${issue.minimum}`;
    case 'too_big':
      return `must be at most ${issue.maximum}`;
    default:
      return undefined;
  }
}

/**
 * Checks `value` against a Zod schema; each issue becomes `<entry> <field>: <message>` in `file`.
 * A field the schema does not know is reported once per key, by its own name.
 */
export function zodProblems(schema: z.ZodType, value: unknown, file: string, entry: string): Problem[] {
  const result = schema.safeParse(value, {error: issueText});
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const at = (path: readonly PropertyKey[], message: string) => ({file, message: `${entry} ${fieldPath(path) || '(entry)'}: ${message}`});
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => at([...issue.path, key], 'is not a known field (check its spelling)'));
    return [at(issue.path, issue.message)];
  });
}

/** Each value that `key` gives more than once, with the indexes after the first. */
export function duplicates<T>(entries: readonly T[], key: (entry: T) => string): {value: string; index: number}[] {
  const seen = new Set<string>();
  const repeated: {value: string; index: number}[] = [];
  entries.forEach((entry, index) => {
    const value = key(entry);
    if (seen.has(value)) repeated.push({value, index});
    seen.add(value);
  });
  return repeated;
}

/** One error text listing every problem, grouped by data file. */
export function formatReport(problems: readonly Problem[]): string {
  const byFile = new Map<string, string[]>();
  for (const problem of problems) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem.message]);
  const groups = [...byFile].sort(([a], [b]) => a.localeCompare(b)).map(([file, messages]) => `${file}\n${messages.map((m) => `  ${m}`).join('\n')}`);
  return `Invalid data (${problems.length} problem${problems.length === 1 ? '' : 's'} in ${byFile.size} file${byFile.size === 1 ? '' : 's'}):\n${groups.join('\n')}`;
}
