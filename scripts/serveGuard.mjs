// Requests `npm run serve` answers before the file server sees them, as the static host does:
// a path that cannot be a file (bad percent-encoding, a NUL byte) is a bad request, and the host's
// own configuration files are not published.

/** Files in the build that configure the host; a host reads them and never serves them. */
const hostFiles = new Set(['/_headers', '/_redirects']);

/** The status to answer with instead of a file (400 or 404), or undefined to serve the request. */
export function refusal(rawUrl) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(rawUrl ?? '/', 'http://localhost').pathname);
  } catch {
    return 400;
  }
  if (pathname.includes('\0')) return 400;
  if (hostFiles.has(pathname.replace(/\/+$/, ''))) return 404;
  return undefined;
}
