import {readdirSync} from 'node:fs';
import path from 'node:path';
import {repoRoot} from './routes';

/** Every file below a folder of the repository, with its path relative to the repository. */
export function filesUnder(folder: string): string[] {
  return readdirSync(path.join(repoRoot, folder), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
}
