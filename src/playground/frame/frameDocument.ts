/**
 * The srcdoc of the widget frame: its own CSP (no network at all; scripts only from the runtime,
 * by hash, and from blob: URLs the runtime makes), the runtime, and the widget as inert JSON.
 */
import {frameRuntime} from './runtime';

export interface FrameInput {
  /** Identifies this run: messages from an older frame are ignored. */
  run: number;
  html: string;
  css: string;
  js: string;
}

/** The CSP's hash source for the runtime, given a SHA-256 digest in base64. */
export const hashSource = (base64Digest: string): string => `'sha256-${base64Digest}'`;

/** JSON safe to place inside a <script> element: no "<" can close it early. */
export const inertJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function frameCsp(runtimeHash: string): string {
  return ["default-src 'none'", `script-src ${runtimeHash} blob:`, "style-src 'unsafe-inline'", 'img-src data: blob:', 'media-src data: blob:', 'font-src data:'].join('; ');
}

export function frameDocument(input: FrameInput, runtimeHash: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${frameCsp(runtimeHash)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<script type="application/json" id="se-playground">${inertJson(input)}</script>`,
    // The runtime goes in <body> so that document.body exists when it runs.
    `</head><body><script>${frameRuntime}</script></body></html>`,
  ].join('');
}

export {frameRuntime};
