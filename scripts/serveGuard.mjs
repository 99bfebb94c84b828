// Requests `npm run serve` answers before the file server sees them, as the static host does:
// a path that cannot be a file (not a path at all, one that a URL parser reads as a host such as
// `//a:b`, bad percent-encoding, a NUL byte) is a bad request, and the host's own configuration
// files are not published. Nothing here throws, whatever the request line holds.

/** Files in the build that configure the host; a host reads them and never serves them. */
const hostFiles = new Set(['/_headers', '/_redirects']);

/**
 * The request's path (still percent-encoded), or null when the request line holds no path this
 * server can read. A target starting with `//` is refused: URL parsers take what follows as a host
 * (`//x:99999/` is a host with a bad port), so it names no file.
 */
export function requestPath(rawUrl) {
  const target = rawUrl ?? '/';
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  try {
    return new URL(target, 'http://localhost').pathname;
  } catch {
    return null;
  }
}

/** The status to answer with instead of a file (400 or 404), or undefined to serve the request. */
export function refusal(rawUrl) {
  const encoded = requestPath(rawUrl);
  if (encoded === null) return 400;
  let pathname;
  try {
    pathname = decodeURIComponent(encoded);
  } catch {
    return 400;
  }
  if (pathname.includes('\0')) return 400;
  if (hostFiles.has(pathname.replace(/\/+$/, ''))) return 404;
  return undefined;
}
