import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {redirectFile, redirects} from '../../../config/redirects';
import type {PostBuild} from '../types';

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * One document per address of config/redirects.ts: a meta refresh, which every browser follows on
 * any static host and without JavaScript, a canonical link to the target and a link for the reader
 * whose browser does not refresh. No script, so the Content-Security-Policy needs no hash for it.
 */
export function redirectDocument(to: string, siteRoot: string): string {
  const target = escaped(to);
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="UTF-8">',
    `<meta http-equiv="refresh" content="0; url=${target}">`,
    `<link rel="canonical" href="${escaped(`${siteRoot}${to}`)}">`,
    '<meta name="robots" content="noindex">',
    '<title>Moved</title>',
    '</head>',
    `<body><p>This page is at <a href="${target}">${target}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** Writes the redirect documents (they are not pages: plugins/shared/htmlFiles.ts). */
export async function writeRedirects({outDir, siteRoot}: PostBuild): Promise<void> {
  for (const {from, to} of redirects) {
    const file = path.join(outDir, redirectFile(from));
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, redirectDocument(to, siteRoot));
  }
}
