/**
 * Syntax checks for code samples in languages whose toolchains the test machines do not have.
 * Bash, JavaScript and Python use the real parsers that every machine here has (`bash -n`,
 * `node --check`, Python's `ast`); Go, C# and PHP use tree-sitter grammars compiled to WebAssembly
 * (`@vscode/tree-sitter-wasm`), run in Node. A syntax check is not a compile: it finds what the
 * language's grammar rejects, not unknown names, wrong types or missing imports.
 *
 *   const problem = await checkSyntax('go', source);
 *   expect(problem, problem?.message).toBeNull();
 */
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';

export const syntaxLanguages = ['bash', 'javascript', 'python', 'go', 'csharp', 'php'] as const;
export type SyntaxLanguage = (typeof syntaxLanguages)[number];

export interface SyntaxProblem {
  language: SyntaxLanguage;
  /** 1-based line of the first problem. */
  line: number;
  /** 1-based column (in characters) of the first problem; null when the parser does not say (bash, on some errors). */
  column: number | null;
  /** What the parser said, e.g. `go: line 4, column 9: unexpected "}"`. */
  message: string;
}

/** The oldest Python the site's samples must run on (the brief's "oldest runtime still maintained"). */
export const pythonFeatureVersion = [3, 8] as const;

/**
 * Checks `source` as `language`; resolves to null when it parses, or to the first problem.
 * JavaScript is parsed as an ES module (what `node --check file.mjs` does), the form every
 * JavaScript sample on the site takes. Python is parsed with the grammar of Python 3.8.
 */
export async function checkSyntax(language: SyntaxLanguage, source: string): Promise<SyntaxProblem | null> {
  switch (language) {
    case 'bash':
      return checkBash(source);
    case 'javascript':
      return checkJavaScript(source);
    case 'python':
      return checkPython(source);
    case 'go':
    case 'csharp':
    case 'php':
      return checkWithTreeSitter(language, source);
    default:
      throw new Error(`checkSyntax: no checker for "${String(language)}"; known: ${syntaxLanguages.join(', ')}`);
  }
}

/**
 * Checks many sources of one language; resolves to one result per source, in order, the same as
 * `checkSyntax` gives each. Python and JavaScript parse them all in one process (a process per
 * sample costs far more than the parse); a JavaScript source that fails is checked again alone,
 * for `node --check`'s line and column.
 */
export async function checkSyntaxAll(language: SyntaxLanguage, sources: readonly string[]): Promise<(SyntaxProblem | null)[]> {
  if (language === 'python') return checkPythonAll(sources);
  if (language === 'javascript') {
    const parses = await parsesAsModules(sources);
    return Promise.all(sources.map((source, i) => (parses[i] ? null : checkJavaScript(source))));
  }
  const results: (SyntaxProblem | null)[] = [];
  for (const source of sources) results.push(await checkSyntax(language, source));
  return results;
}

const problem = (language: SyntaxLanguage, line: number, column: number | null, detail: string): SyntaxProblem => ({
  language,
  line,
  column,
  message: `${language}: line ${line}${column === null ? '' : `, column ${column}`}: ${detail}`,
});

interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: readonly string[], input: string): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {stdio: ['pipe', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) => reject(new Error(`checkSyntax could not run ${command}: ${error.message}`)));
    child.on('close', (status) => resolve({status, stdout, stderr}));
    child.stdin.end(input);
  });
}

/** `bash -n` decides; it names a line but no column, so tree-sitter's bash grammar adds one when it agrees on the line. */
async function checkBash(source: string): Promise<SyntaxProblem | null> {
  const result = await run('bash', ['-n'], source);
  if (result.status === 0) return null;
  const first = result.stderr.split('\n').find((line) => /line \d+:/.test(line)) ?? result.stderr.trim();
  const line = Number(/line (\d+):/.exec(first)?.[1] ?? 1);
  const detail = first.replace(/^.*?line \d+:\s*/, '') || 'syntax error';
  const located = await firstTreeSitterError('bash', source);
  return problem('bash', line, located?.line === line ? located.column : null, detail);
}

/** `node --check` on standard input as a module; the caret under the quoted line gives the column. */
async function checkJavaScript(source: string): Promise<SyntaxProblem | null> {
  const result = await run(process.execPath, ['--check', '--input-type=module'], source);
  if (result.status === 0) return null;
  const lines = result.stderr.split('\n');
  const at = lines.findIndex((line) => /^\[stdin\]:\d+/.test(line));
  const line = at >= 0 ? Number(/^\[stdin\]:(\d+)/.exec(lines[at]!)![1]) : 1;
  const caret = at >= 0 ? lines[at + 2]?.indexOf('^') ?? -1 : -1;
  const detail = lines.find((text) => /^\w*Error:/.test(text)) ?? 'syntax error';
  return problem('javascript', line, caret >= 0 ? caret + 1 : null, detail);
}

const pythonChecker = `
import ast, json, sys
try:
    ast.parse(sys.stdin.read(), feature_version=(${pythonFeatureVersion.join(', ')}))
except SyntaxError as error:
    print(json.dumps({"line": error.lineno or 1, "column": error.offset, "message": error.msg}))
    sys.exit(1)
`;

/** Runs `program` with the sources as JSON on standard input; reads one JSON answer back. */
async function answerOf<T>(command: string, args: readonly string[], sources: readonly string[]): Promise<T> {
  const result = await run(command, args, JSON.stringify(sources));
  try {
    return JSON.parse(result.stdout) as T;
  } catch {
    throw new Error(`checkSyntax could not read ${command}'s answer: ${result.stderr || result.stdout}`);
  }
}

/** V8's module parser on each source, in one Node process (what `node --check --input-type=module` runs). */
const moduleParser = `
const vm = require('node:vm');
let input = '';
process.stdin.setEncoding('utf8').on('data', (chunk) => (input += chunk)).on('end', () => {
  const parses = JSON.parse(input).map((source) => {
    try {
      new vm.SourceTextModule(source);
      return true;
    } catch {
      return false;
    }
  });
  process.stdout.write(JSON.stringify(parses));
});
`;

const parsesAsModules = (sources: readonly string[]) => answerOf<boolean[]>(process.execPath, ['--experimental-vm-modules', '--no-warnings', '-e', moduleParser], sources);

const pythonBatchChecker = `
import ast, json, sys
answers = []
for source in json.load(sys.stdin):
    try:
        ast.parse(source, feature_version=(${pythonFeatureVersion.join(', ')}))
        answers.append(None)
    except SyntaxError as error:
        answers.append({"line": error.lineno or 1, "column": error.offset, "message": error.msg})
print(json.dumps(answers))
`;

async function checkPythonAll(sources: readonly string[]): Promise<(SyntaxProblem | null)[]> {
  const answers = await answerOf<({line: number; column: number | null; message: string} | null)[]>('python3', ['-c', pythonBatchChecker], sources);
  return answers.map((reported) => reported && problem('python', reported.line, reported.column, `${reported.message} (Python ${pythonFeatureVersion.join('.')} grammar)`));
}

async function checkPython(source: string): Promise<SyntaxProblem | null> {
  const result = await run('python3', ['-c', pythonChecker], source);
  if (result.status === 0) return null;
  let reported: {line: number; column: number | null; message: string};
  try {
    reported = JSON.parse(result.stdout) as typeof reported;
  } catch {
    throw new Error(`checkSyntax could not read Python's answer: ${result.stderr || result.stdout}`);
  }
  return problem('python', reported.line, reported.column, `${reported.message} (Python ${pythonFeatureVersion.join('.')} grammar)`);
}

type TreeSitterLanguage = 'go' | 'csharp' | 'php' | 'bash';
const grammarFiles: Record<TreeSitterLanguage, string> = {
  go: 'tree-sitter-go.wasm',
  csharp: 'tree-sitter-c-sharp.wasm',
  php: 'tree-sitter-php.wasm',
  bash: 'tree-sitter-bash.wasm',
};

type TreeSitter = typeof import('@vscode/tree-sitter-wasm');
type Parser = InstanceType<TreeSitter['Parser']>;
type SyntaxNode = InstanceType<TreeSitter['Node']>;

const wasmDir = () => path.dirname(createRequire(__filename).resolve('@vscode/tree-sitter-wasm'));
let treeSitter: Promise<TreeSitter> | undefined;
const parsers = new Map<TreeSitterLanguage, Promise<Parser>>();

function parserFor(language: TreeSitterLanguage): Promise<Parser> {
  treeSitter ??= (async () => {
    // The package is CommonJS; Parser.init finds tree-sitter.wasm beside it.
    const module = createRequire(__filename)('@vscode/tree-sitter-wasm') as TreeSitter;
    await module.Parser.init({locateFile: (file: string) => path.join(wasmDir(), file)});
    return module;
  })();
  let parser = parsers.get(language);
  if (!parser) {
    parser = treeSitter.then(async ({Language, Parser}) => {
      const created = new Parser();
      created.setLanguage(await Language.load(path.join(wasmDir(), grammarFiles[language])));
      return created;
    });
    parsers.set(language, parser);
  }
  return parser;
}

/** The first ERROR or MISSING node in document order, or undefined when the tree is clean. */
function firstBadNode(node: SyntaxNode): SyntaxNode | undefined {
  if (node.isError || node.isMissing) return node;
  if (!node.hasError) return undefined;
  for (const child of node.children) {
    const bad = child && firstBadNode(child);
    if (bad) return bad;
  }
  return node;
}

interface Located {
  line: number;
  column: number;
  detail: string;
}

async function firstTreeSitterError(language: TreeSitterLanguage, source: string): Promise<Located | undefined> {
  const tree = (await parserFor(language)).parse(source);
  if (!tree) throw new Error(`checkSyntax: the ${language} grammar returned no tree`);
  try {
    const bad = firstBadNode(tree.rootNode);
    if (!bad) return undefined;
    const {row, column: byteColumn} = bad.startPosition;
    // tree-sitter counts bytes; people count characters.
    const lineText = Buffer.from(source.split('\n')[row] ?? '', 'utf8');
    const column = lineText.subarray(0, byteColumn).toString('utf8').length + 1;
    const snippet = bad.text.split('\n')[0]!.slice(0, 40);
    const detail = bad.isMissing ? `missing ${JSON.stringify(bad.type)}` : snippet ? `unexpected ${JSON.stringify(snippet)}` : 'unexpected end of input';
    return {line: row + 1, column, detail};
  } finally {
    tree.delete();
  }
}

async function checkWithTreeSitter(language: 'go' | 'csharp' | 'php', source: string): Promise<SyntaxProblem | null> {
  const located = await firstTreeSitterError(language, source);
  return located ? problem(language, located.line, located.column, located.detail) : null;
}
