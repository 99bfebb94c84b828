// Chunk files are named by id (plugins/lean-first-load), so a bench finds a tool's chunk by a text
// only its code contains.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** The URL path (/assets/js/…) of the built chunk whose source contains `text`. */
export function builtChunkContaining(text, dir = 'build') {
  const folder = path.join(dir, 'assets/js');
  const file = readdirSync(folder).find((name) => name.endsWith('.js') && readFileSync(path.join(folder, name), 'utf8').includes(text));
  if (!file) throw new Error(`No chunk in ${folder} contains "${text}"; did the text change?`);
  return `/assets/js/${file}`;
}
