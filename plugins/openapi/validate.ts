/**
 * The reference API document's checks, shared by the build (plugins/openapi fails on any problem)
 * and the unit tests: Redocly's maintained OpenAPI 3.1 linter with the rules that make the
 * document usable (structure, resolvable references, unique operationIds, declared tags, path
 * parameters and security, examples that match their schemas) plus the site's own rules. Every
 * problem names the file, the line and column and the JSON pointer of the place.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {siteRules} from './siteRules';

export interface DocumentProblem {
  file: string;
  line: number;
  column: number;
  pointer: string;
  rule: string;
  message: string;
}

/** Redocly rules, each an error. */
const RULES = [
  'struct',
  'no-unresolved-refs',
  'operation-operationId-unique',
  'operation-operationId',
  'operation-operationId-url-safe',
  'operation-tag-defined',
  'operation-summary',
  'operation-description',
  'operation-2xx-response',
  'operation-parameters-unique',
  'path-parameters-defined',
  'path-declaration-must-exist',
  'path-not-include-query',
  'security-defined',
  'no-identical-paths',
  'no-duplicated-tag-names',
  'no-enum-type-mismatch',
  'no-unused-components',
  'no-server-trailing-slash',
  'spec-components-invalid-map-name',
  'tag-description',
];

export const formatProblem = (p: DocumentProblem) => `${p.file}:${p.line}:${p.column} ${p.pointer} (${p.rule}): ${p.message}`;

const EXAMPLE_RULES = ['no-invalid-media-type-examples', 'no-invalid-parameter-examples', 'no-invalid-schema-examples'];

/**
 * Problems in the document at `file` (none means valid). `examples: false` skips checking examples
 * against their schemas, the slow part: the build leaves that to the unit tests, which run it.
 */
export async function documentProblems(file: string, {examples = true}: {examples?: boolean} = {}): Promise<DocumentProblem[]> {
  const redocly = await import('@redocly/openapi-core');
  // As in Redocly's recommended set: an example may not carry a property its object schema does not list.
  const exampleRule = {severity: 'error' as const};
  const config = await redocly.createConfig({
    rules: {
      ...Object.fromEntries(RULES.map((rule) => [rule, 'error' as const])),
      ...Object.fromEntries(EXAMPLE_RULES.map((rule) => [rule, examples ? exampleRule : ('off' as const)])),
    },
  });
  const text = readFileSync(file, 'utf8');
  const relative = path.relative(process.cwd(), file);
  const source = new redocly.Source(path.resolve(file), text);
  const place = (pointer: string) => {
    const {start} = redocly.getLineColLocation({source, pointer, reportOnKey: false});
    return {line: start.line, column: start.col};
  };
  let linted;
  try {
    linted = await redocly.lintFromString({source: text, absoluteRef: path.resolve(file), config});
  } catch (error) {
    // Text that is not YAML: Redocly's YamlParseError carries the place (1-based line and column).
    const place = error as {line?: number; col?: number; originalError?: {reason?: string}};
    if (typeof place.line !== 'number') throw error;
    return [{file: relative, line: place.line, column: place.col ?? 1, pointer: '#', rule: 'yaml', message: `not valid YAML: ${place.originalError?.reason ?? (error as Error).message}`}];
  }
  const problems: DocumentProblem[] = linted
    .filter((problem) => problem.severity === 'error')
    .map((problem) => {
      const location = problem.location[0];
      const pointer = location?.pointer ?? '#/';
      return {file: relative, ...place(pointer), pointer, rule: problem.ruleId, message: problem.message};
    });
  let document: unknown;
  try {
    document = yaml.load(text);
  } catch {
    return problems; // Redocly has reported the YAML error with its place.
  }
  for (const problem of siteRules(document as Record<string, unknown>)) problems.push({file: relative, ...place(problem.pointer), rule: 'site', ...problem});
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}
