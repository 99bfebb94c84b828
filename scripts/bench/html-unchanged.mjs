// `npm run bench:html -- <before-build> [after-build]`: the pages as a reader without JavaScript
// gets them must not change when the JavaScript does. Compares the HTML of two builds with every
// <script> element and every <link> to a script, stylesheet or preload left out (their hashed
// names change with any bundle) and the search index's hashed name made the same (it changes with
// any page text or index format), and prints the first difference of each page that differs.
// Exits 1 on a difference. BENCH_HTML_PAGES (comma-separated routes) limits it to some pages.
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

const [before, after = 'build'] = process.argv.slice(2);
if (!before || !existsSync(before)) {
  console.error('Usage: npm run bench:html -- <before-build-dir> [after-build-dir]');
  process.exit(2);
}

/** The HTML without scripts and script/style/preload links, one tag per line for a readable diff. */
function withoutAssets(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?(?:stylesheet|preload|prefetch|modulepreload)\b[^>]*>/gi, '')
    .replace(/(\/assets\/search\/index\.)[0-9a-f]+(\.json)/g, '$1…$2')
    .replace(/>\s*</g, '>\n<');
}

function htmlFiles(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix)).flatMap((entry) => {
    const rel = path.join(prefix, entry);
    if (statSync(path.join(dir, rel)).isDirectory()) return entry === 'assets' ? [] : htmlFiles(dir, rel);
    return entry.endsWith('.html') ? [rel] : [];
  });
}

const routeFile = (route) => (route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`);
const files = process.env.BENCH_HTML_PAGES ? process.env.BENCH_HTML_PAGES.split(',').map(routeFile) : htmlFiles(before);
let differing = 0;
for (const file of files) {
  const afterFile = path.join(after, file);
  if (!existsSync(afterFile)) {
    console.log(`${file}: missing in ${after}`);
    differing += 1;
    continue;
  }
  const a = withoutAssets(readFileSync(path.join(before, file), 'utf8')).split('\n');
  const b = withoutAssets(readFileSync(afterFile, 'utf8')).split('\n');
  const at = a.findIndex((line, i) => line !== b[i]);
  if (at === -1 && a.length === b.length) continue;
  differing += 1;
  const line = at === -1 ? Math.min(a.length, b.length) : at;
  console.log(`${file}: differs at tag ${line + 1}\n  before: ${(a[line] ?? '(end)').slice(0, 200)}\n  after:  ${(b[line] ?? '(end)').slice(0, 200)}`);
}
console.log(`${files.length - differing} of ${files.length} pages identical without scripts.`);
process.exit(differing > 0 ? 1 : 0);
