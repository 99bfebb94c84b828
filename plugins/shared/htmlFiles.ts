import {readdirSync} from 'node:fs';
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import {redirectFile, redirects} from '../../config/redirects';
import {FRAME_FILE} from '../../src/playground/frame/protocol';

/** The documents that send an address on to its page (config/redirects.ts). */
export const redirectDocuments: readonly string[] = redirects.map(({from}) => redirectFile(from));

/**
 * HTML documents in the build that are not pages (no search record, twin or card). The widget frame
 * has a policy of its own; the redirect documents' scripts are hashed by plugins/site-files.
 */
export const notPages: readonly string[] = [FRAME_FILE, ...redirectDocuments];

type Entry = {isFile(): boolean; name: string; parentPath: string};
const isPage = (dir: string) => (entry: Entry) => entry.isFile() && entry.name.endsWith('.html') && !notPages.includes(path.relative(dir, path.join(entry.parentPath, entry.name)));

/** Every page of a build folder: its HTML files at any depth, less the documents that are not pages. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter(isPage(dir)).map((e) => path.join(e.parentPath, e.name));
}

/** The same, for synchronous tools. */
export function htmlFilesSync(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter(isPage(dir))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The route a built HTML file answers: `chatbot/x.html` is `/chatbot/x`, `index.html` is `/`. */
export function routeOfHtmlFile(outDir: string, file: string): string {
  const rel = path.relative(outDir, file).split(path.sep).join('/');
  const route = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}
