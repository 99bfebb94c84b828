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
   * the entry's name, slug or id, or by the name of the export that holds a table.
   */
  fileOf: (collection: string, key: string) => string;
}

export const problemText = (problem: Problem): string => `${problem.file} ${problem.message}`;

/**
 * Files the messages of an older validator, which start with the entry's page route, by matching
 * that route; a message that matches no entry goes to the collection's folder.
 */
export function attributeByRoute<T>(messages: readonly string[], entries: readonly T[], route: (entry: T) => string, file: (entry: T) => string, folder: string): Problem[] {
  // Longest route first, so /chatbot/filters/links wins over /chatbot/filters.
  const owners = [...entries].sort((a, b) => route(b).length - route(a).length);
  // The route must end where the message's next part begins: /commands/default/raffle is not /commands/default/raffles.
  const opens = (message: string, prefix: string) => message.startsWith(prefix) && /^($|[\s:›#])/.test(message.slice(prefix.length));
  return messages.map((message) => {
    const owner = owners.find((entry) => opens(message, route(entry)));
    return {file: owner ? file(owner) : folder, message};
  });
}

/** `['detail', 2, 'path']` → `detail[2].path`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

/** Checks `value` against a Zod schema; each issue becomes `<entry> <field>: <message>` in `file`. */
export function zodProblems(schema: z.ZodType, value: unknown, file: string, entry: string): Problem[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({file, message: `${entry} ${fieldPath(issue.path) || '(entry)'}: ${issue.message}`}));
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
