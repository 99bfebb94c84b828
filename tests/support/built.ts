import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {twinPath} from '../../src/shared/twinPaths';
import {assertBuildTier} from './buildTier';
import {buildDir, builtFileFor} from './routes';

/**
 * What a built route says: the article's text in the HTML (tags removed, common entities decoded)
 * and its Markdown twin ('' when it has none). Needs `npm run build`.
 */
export function builtTexts(route: string): {html: string; twin: string} {
  const file = builtFileFor(route);
  if (!file) throw new Error(`${route} is not built; run npm run build first.`);
  const page = readFileSync(file, 'utf8');
  const article = /<article[\s\S]*?<\/article>/.exec(page)?.[0] ?? page;
  const html = article
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
  const twinFile = path.join(buildDir, twinPath(route));
  return {html, twin: existsSync(twinFile) ? readFileSync(twinFile, 'utf8') : ''};
}

/** The built twin of a route; throws when the route has none, so a test never passes on nothing. */
export function builtTwin(route: string): string {
  const {twin} = builtTexts(route);
  if (twin === '') throw new Error(`${route} has no Markdown twin in build/; run npm run build first.`);
  return twin;
}

/** The search index the build wrote (build/assets/search/index.<hash>.json), as text. */
export function builtSearchIndex(): string {
  assertBuildTier('builtSearchIndex()');
  const folder = path.join(buildDir, 'assets/search');
  const file = existsSync(folder) ? readdirSync(folder).find((name) => /^index\..*\.json$/.test(name)) : undefined;
  if (!file) throw new Error('No search index in build/assets/search; run npm run build first.');
  return readFileSync(path.join(folder, file), 'utf8');
}
