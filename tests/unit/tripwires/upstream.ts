import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {repoRoot} from '../../support/routes';
import {themeOverrides} from './themeOverrides';

/** A file under node_modules, read as text. */
export function upstreamText(file: string): string {
  return readFileSync(path.join(repoRoot, 'node_modules', file), 'utf8');
}

export function upstreamVersion(pkg: string): string {
  return (JSON.parse(upstreamText(`${pkg}/package.json`)) as {version: string}).version;
}

export interface UpstreamPins {
  docusaurus: string;
  files: Record<string, string>;
}

/** The current hash of every upstream file an override depends on. */
export function upstreamHashes(): UpstreamPins {
  const files = [...new Set(themeOverrides.flatMap((o) => o.upstream))].sort();
  return {
    docusaurus: upstreamVersion('@docusaurus/core'),
    files: Object.fromEntries(files.map((file) => [file, createHash('sha256').update(upstreamText(file)).digest('hex').slice(0, 16)])),
  };
}
