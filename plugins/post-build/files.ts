import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

/** Writes a file into the build at a site path (`/a/b.json` or `a/b.json`), creating its folder. */
export async function writeBuildFile(outDir: string, sitePath: string, content: string | Uint8Array): Promise<void> {
  const file = path.join(outDir, ...sitePath.split('/').filter(Boolean));
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, content);
}
