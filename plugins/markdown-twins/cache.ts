import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PageTwin} from './convert';

/** The files whose code decides a twin's text: any change to them invalidates every cached twin. */
const CONVERTER_FILES = ['plugins/markdown-twins/article.ts', 'plugins/markdown-twins/convert.ts', 'plugins/shared/article.ts', 'plugins/shared/pageParts.ts'];

/**
 * Twins of unchanged pages are not converted again: the cache maps a hash of the page's article,
 * description and address (and of the converter's code) to the twin. It lives beside the social
 * cards' cache in node_modules/.cache, which a rebuild keeps and a cold build (npm run bench) clears.
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
