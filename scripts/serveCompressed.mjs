// Hashed assets (build/assets/…) never change under their name, so `npm run serve` compresses each
// once and keeps it, as a host's edge does, instead of compressing it again for every request: a
// reader (and a benchmark) then waits for the network, not for the server's gzip.
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

/** How long a browser may keep a hashed asset: for ever, since a new build gives it a new name. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const TYPES = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};
/** A hashed asset's path: letters, digits, dots, dashes, underscores and tildes, in folders under /assets/. */
const ASSET = /^\/assets\/(?:[\w~.-]+\/)*[\w~-][\w~.-]*$/;

/**
 * A handler for `dir`'s compressible assets (gzip, zlib's default level): it answers a GET or HEAD that accepts gzip with the
 * kept body and returns true, or returns false and leaves the request to the file server (other
 * files, other methods, a client without gzip, a range request, a file that is not there).
 */
export function compressedAssets(dir) {
  /** Path → gzip body, with the file's modification time it was made from. */
  const kept = new Map();
  return function answer(req, res, pathname) {
    const type = TYPES[path.extname(pathname)];
    if (!type || !ASSET.test(pathname) || pathname.includes('..')) return false;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range || !/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return false;
    const file = path.join(dir, pathname);
    let modified;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) return false;
      modified = stat.mtimeMs;
    } catch {
      return false;
    }
    let entry = kept.get(pathname);
    if (!entry || entry.modified !== modified) {
      // zlib's default level, as the on-the-fly compression uses: the first-load byte budgets
      // (npm run bench) measure what this server sends, and keep measuring the same thing.
      entry = {modified, body: gzipSync(readFileSync(file))};
      kept.set(pathname, entry);
    }
    res.statusCode = 200;
    if (!res.getHeader('Content-Type')) res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', ASSET_CACHE_CONTROL);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Length', entry.body.length);
    res.setHeader('Last-Modified', new Date(modified).toUTCString());
    res.end(req.method === 'HEAD' ? undefined : entry.body);
    return true;
  };
}
