// Serves the production build the way the host does: clean URLs without trailing
// slashes, gzip (each hashed asset compressed once: scripts/serveCompressed.mjs), the 404 page with HTTP 404, the response headers from static/_headers, 400 for
// a path that cannot be a file and 404 for the host's own files (scripts/serveGuard.mjs).
// Usage: node scripts/serve.mjs [--port 3000] [--dir build] [--no-headers]
import http from 'node:http';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {parseHeadersFile, headersForPath} from './headers.mjs';
import {refusal, requestPath} from './serveGuard.mjs';
import {ASSET_CACHE_CONTROL, compressedAssets} from './serveCompressed.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 3000));
const dir = path.resolve(option('dir', 'build'));
const useHeaders = !args.includes('--no-headers');

if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`No build found in ${dir}. Run "npm run build" first.`);
  process.exit(1);
}

const headersFile = path.join(dir, '_headers');
const rules = useHeaders && existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
const gzip = compression();
const keptAsset = compressedAssets(dir);
const notFoundPage = readFileSync(path.join(dir, '404.html'));

/** Answers one request; a request is never a reason for the server to stop. */
function handle(req, res) {
  const status = refusal(req.url);
  // Refused before anything parses the address: a refused path may not parse at all.
  const pathname = status === 400 ? '/' : requestPath(req.url);
  const fromHeadersFile = headersForPath(rules, pathname);
  for (const [name, value] of Object.entries(fromHeadersFile)) res.setHeader(name, value);
  // serve-handler writes its own Content-Type (from the file extension) in writeHead, which would
  // win over the one set above; a host's _headers rule wins, so it does here too (feeds, twins).
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (code, ...rest) => {
    const headers = rest.find((arg) => arg && typeof arg === 'object');
    if (headers && !Array.isArray(headers)) {
      for (const name of Object.keys(fromHeadersFile)) {
        for (const key of Object.keys(headers)) if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
      }
    }
    return writeHead(code, ...rest);
  };
  if (status) {
    res.statusCode = status;
    res.setHeader('Content-Type', status === 404 ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
    return res.end(status === 404 ? notFoundPage : 'Bad request: the address is not a valid path.');
  }
  if (keptAsset(req, res, decodeURIComponent(pathname))) return undefined;
  return serveHandler(req, res, {
    public: dir,
    cleanUrls: true,
    trailingSlash: false,
    directoryListing: false,
    headers: [
      {source: 'assets/**', headers: [{key: 'Cache-Control', value: ASSET_CACHE_CONTROL}]},
      // The service worker is checked on every visit so a new deploy reaches offline readers.
      {source: 'sw.js', headers: [{key: 'Cache-Control', value: 'no-cache'}]},
    ],
  });
}

function fail(res, error) {
  console.error(`Request failed: ${error instanceof Error ? error.message : String(error)}`);
  if (res.headersSent) return res.destroy();
  res.statusCode = 500;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  return res.end('Server error.');
}

const server = http.createServer((req, res) => {
  gzip(req, res, () => {
    try {
      Promise.resolve(handle(req, res)).catch((error) => fail(res, error));
    } catch (error) {
      fail(res, error);
    }
  });
});

server.listen(port, '127.0.0.1', () => {
  // The port actually bound: `--port 0` lets the system pick a free one (the server's own test does).
  console.log(`Serving ${dir} at http://127.0.0.1:${server.address().port}/`);
});
