/**
 * The widget frame's document and its policy. The policy is sent as a response header for
 * FRAME_PATH (plugins/site-files/csp.ts puts it in `_headers`): it sandboxes the document into an
 * opaque origin with scripts only, blocks every network request, and allows scripts only from the
 * runtime (by hash) and the blob: URLs the runtime makes of the visitor's code. The same policy,
 * less what a <meta> element cannot carry, is in the document too, for servers that send no headers.
 */
import {createHash} from 'node:crypto';
import {frameRuntime} from './runtime';

export const runtimeHashSource = (): string => `'sha256-${createHash('sha256').update(frameRuntime, 'utf8').digest('base64')}'`;

/** The frame's policy, as fetch directives (the part a <meta> element may carry too). */
export function frameFetchPolicy(): string[] {
  return [
    "default-src 'none'",
    `script-src ${runtimeHashSource()} blob:`,
    "style-src 'unsafe-inline'",
    'img-src data: blob:',
    'media-src data: blob:',
    'font-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ];
}

/** The frame's response policy: sandboxed (opaque origin, scripts only), framed by the site only. */
export function frameContentSecurityPolicy(): string {
  return ['sandbox allow-scripts', ...frameFetchPolicy(), "frame-ancestors 'self'"].join('; ');
}

export function frameDocument(): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${frameFetchPolicy().join('; ')}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<title>Widget preview</title>',
    // The runtime goes in <body> so that document.body exists when it runs.
    `</head><body><script>${frameRuntime}</script></body></html>`,
    '',
  ].join('\n');
}
