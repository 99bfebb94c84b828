import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parseHeadersFile} from '../headers.mjs';
import {exportHostedIndex, hostedIndexSettings} from '../search/hostedExport';

/** Cloudflare Pages' limits for a direct upload and its `_headers` file (its documentation, "Limits"). */
export const PAGES_LIMITS = {files: 20_000, fileBytes: 25 * 1024 * 1024, headerRules: 100, headerLineChars: 2_000};
/** The Cloudflare CLI that uploads the build, fetched from the npm registry when a deploy runs (never installed with the site). */
export const WRANGLER = 'wrangler@4.164.0';

/** Credentials and settings a deploy reads from the environment (CI secrets and variables; never files in the repository). */
export const PUBLISH_ENV = ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_PAGES_PROJECT'] as const;
export const SEARCH_ENV = ['DOCSEARCH_APP_ID', 'DOCSEARCH_INDEX_NAME', 'DOCSEARCH_WRITE_API_KEY'] as const;

export interface PublishPlan {
  buildDir: string;
  files: number;
  bytes: number;
  largest: {file: string; bytes: number};
  headerRules: {pattern: string; headers: string[]}[];
  project: string | undefined;
  branch: string;
  /** The command that publishes, as it will run (no secret is part of it: the CLI reads them from the environment). */
  command: string[];
}

export interface UploadPlan {
  /** Why nothing is uploaded, when nothing is. */
  skipped?: string;
  appId?: string;
  indexName?: string;
  records: number;
  pages: number;
  settings: string[];
  synonyms: number;
  recordsFile: string;
}

export interface DeployPlan {
  publish: PublishPlan;
  upload: UploadPlan;
  /** How the build searches: its own index, or the hosted one. */
  searchMode: 'embedded' | 'hosted';
  /** What stops a deploy: the build breaks a host limit, or a setting is half there. */
  problems: string[];
  /** Which credentials the environment holds (names only, never values). */
  credentials: Record<string, boolean>;
}

function filesUnder(dir: string): {file: string; bytes: number}[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return {file: path.relative(dir, file).split(path.sep).join('/'), bytes: statSync(file).size};
    });
}

function publishPlan(buildDir: string, env: NodeJS.ProcessEnv, branch: string, problems: string[]): PublishPlan {
  const files = filesUnder(buildDir);
  const largest = files.reduce((a, b) => (b.bytes > a.bytes ? b : a), {file: '', bytes: 0});
  if (files.length > PAGES_LIMITS.files) problems.push(`The build has ${files.length} files; Cloudflare Pages takes at most ${PAGES_LIMITS.files}.`);
  if (largest.bytes > PAGES_LIMITS.fileBytes) problems.push(`${largest.file} is ${largest.bytes} bytes; Cloudflare Pages takes files up to ${PAGES_LIMITS.fileBytes}.`);
  const headersPath = path.join(buildDir, '_headers');
  let headerRules: PublishPlan['headerRules'] = [];
  if (!existsSync(headersPath)) problems.push(`${headersPath} is missing: the build writes it (plugins/post-build/steps/siteFiles.ts), and without it the site has no Content-Security-Policy.`);
  else {
    const text = readFileSync(headersPath, 'utf8');
    const rules = parseHeadersFile(text) as {pattern: string; headers: Record<string, string>; detach: string[]}[];
    headerRules = rules.map((rule) => ({pattern: rule.pattern, headers: [...rule.detach.map((name) => `! ${name}`), ...Object.keys(rule.headers)]}));
    if (rules.length > PAGES_LIMITS.headerRules) problems.push(`_headers has ${rules.length} rules; Cloudflare Pages applies at most ${PAGES_LIMITS.headerRules}.`);
    const long = text.split('\n').filter((line) => line.length > PAGES_LIMITS.headerLineChars);
    if (long.length > 0) problems.push(`_headers has ${long.length} line(s) over ${PAGES_LIMITS.headerLineChars} characters, which Cloudflare Pages ignores: ${long.map((line) => line.trim().slice(0, 60)).join('; ')}`);
  }
  const project = env.CLOUDFLARE_PAGES_PROJECT?.trim() || undefined;
  const command = ['npx', '--yes', WRANGLER, 'pages', 'deploy', buildDir, `--project-name=${project ?? '<CLOUDFLARE_PAGES_PROJECT>'}`, `--branch=${branch}`];
  return {buildDir, files: files.length, bytes: files.reduce((sum, f) => sum + f.bytes, 0), largest, headerRules, project, branch, command};
}

async function uploadPlan(buildDir: string, env: NodeJS.ProcessEnv, files: {recordsFile: string; docsDir: string}, problems: string[]): Promise<UploadPlan> {
  const exported = await exportHostedIndex(buildDir, files.recordsFile, files.docsDir);
  const base = {records: exported.count, pages: exported.pages, settings: Object.keys(hostedIndexSettings), synonyms: (JSON.parse(readFileSync(exported.synonyms, 'utf8')) as unknown[]).length, recordsFile: exported.records};
  const present = SEARCH_ENV.filter((name) => (env[name] ?? '').trim() !== '');
  if (present.length === 0) return {...base, skipped: `no search keys (${SEARCH_ENV.join(', ')}): the hosted index is left as it is`};
  if (present.length < SEARCH_ENV.length) {
    problems.push(`Search upload half-configured: set ${SEARCH_ENV.filter((name) => !present.includes(name)).join(' and ')} too, or none of ${SEARCH_ENV.join(', ')}.`);
  }
  return {...base, appId: env.DOCSEARCH_APP_ID?.trim(), indexName: env.DOCSEARCH_INDEX_NAME?.trim()};
}

/** Everything a deploy of `buildDir` would publish and upload, read from the build and the environment only. */
export async function deployPlan(buildDir: string, env: NodeJS.ProcessEnv, options: {branch: string; recordsFile: string; docsDir?: string}): Promise<DeployPlan> {
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error(`No build in ${buildDir}. Run "npm run build" first.`);
  const problems: string[] = [];
  const publish = publishPlan(buildDir, env, options.branch, problems);
  const upload = await uploadPlan(buildDir, env, {recordsFile: options.recordsFile, docsDir: options.docsDir ?? path.resolve('docs')}, problems);
  const searchMode = existsSync(path.join(buildDir, 'assets/search')) ? 'embedded' : 'hosted';
  const credentials = Object.fromEntries([...PUBLISH_ENV, ...SEARCH_ENV].map((name) => [name, (env[name] ?? '').trim() !== '']));
  return {publish, upload, searchMode, problems, credentials};
}
