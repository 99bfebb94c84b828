import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PageTwin} from './convert';

/** The files whose code decides a twin's text: any change to them invalidates every cached twin. */
export const CONVERTER_FILES = ['plugins/markdown-twins/article.ts', 'plugins/markdown-twins/bareAddresses.ts', 'plugins/markdown-twins/convert.ts', 'plugins/shared/article.ts', 'plugins/shared/pageParts.ts'];

/** The packages convert.ts runs: they and every package they depend on decide a twin's text as much as our code does. */
const CONVERTER_PACKAGES = ['rehype-parse', 'rehype-remark', 'remark-gfm', 'remark-stringify', 'unified'];

interface PackageJson {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
}

/** The folder Node would load `name` from for code in `from`: the nearest node_modules up the tree that has it. */
function packageDir(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (path.basename(dir) !== 'node_modules') {
      const candidate = path.join(dir, 'node_modules', name);
      if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * `name@version` of each converter package as installed, and of everything they depend on, sorted:
 * an upgrade of any of them (hast-util-to-mdast under rehype-remark, mdast-util-gfm-table under
 * remark-gfm) changes the key of every twin, so no twin of the old converter is reused.
 */
export function converterVersions(siteDir: string): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string, from: string) => {
    const dir = packageDir(name, from);
    if (!dir) {
      found.add(`${name}@missing`);
      return;
    }
    if (seen.has(dir)) return;
    seen.add(dir);
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
    found.add(`${pkg.name ?? name}@${pkg.version ?? '?'}`);
    for (const dependency of Object.keys(pkg.dependencies ?? {})) visit(dependency, dir);
  };
  for (const name of CONVERTER_PACKAGES) visit(name, siteDir);
  return [...found].sort();
}

/**
 * Twins of unchanged pages are not converted again: the cache maps a hash of the page's article,
 * description and address (and of the converter's code and package versions) to the twin. It lives
 * beside the social cards' cache in node_modules/.cache, which a rebuild keeps and a cold build
 * (npm run bench) clears.
 */
export class TwinCache {
  private readonly file: string;
  private readonly salt: string;
  private readonly previous: Record<string, PageTwin>;
  private readonly used: Record<string, PageTwin> = {};

  constructor(siteDir: string) {
    this.file = path.join(siteDir, 'node_modules', '.cache', 'markdown-twins', 'twins.json');
    const code = createHash('sha256');
    for (const rel of CONVERTER_FILES) code.update(readFileSync(path.join(siteDir, rel)));
    code.update(converterVersions(siteDir).join('\n'));
    this.salt = code.digest('hex');
    this.previous = existsSync(this.file) ? (JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, PageTwin>) : {};
  }

  key(...parts: string[]): string {
    return createHash('sha256').update(this.salt).update(JSON.stringify(parts)).digest('hex');
  }

  get(key: string): PageTwin | undefined {
    const twin = this.used[key] ?? this.previous[key];
    if (twin) this.used[key] = twin;
    return twin;
  }

  set(key: string, twin: PageTwin): void {
    this.used[key] = twin;
  }

  /** Keeps only this build's twins, so the cache never grows past one site. */
  async save(): Promise<void> {
    await mkdir(path.dirname(this.file), {recursive: true});
    await writeFile(this.file, JSON.stringify(this.used));
  }
}
