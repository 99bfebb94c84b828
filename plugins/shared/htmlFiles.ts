import {readdirSync} from 'node:fs';
import {readdir} from 'node:fs/promises';
import path from 'node:path';

const isHtml = (entry: {isFile(): boolean; name: string}) => entry.isFile() && entry.name.endsWith('.html');

/** Every HTML file of a build folder, at any depth. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter(isHtml).map((e) => path.join(e.parentPath, e.name));
}

/** The same, for synchronous tools. */
export function htmlFilesSync(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter(isHtml)
    .map((e) => path.join(e.parentPath, e.name));
}

/** The route a built HTML file answers: `chatbot/x.html` is `/chatbot/x`, `index.html` is `/`. */
export function routeOfHtmlFile(outDir: string, file: string): string {
  const rel = path.relative(outDir, file).split(path.sep).join('/');
  const route = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}
