import {mkdirSync, writeFileSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {frameContentSecurityPolicy, frameDocument} from '../../src/playground/frame/frameDocument';
import {FRAME_FILE} from '../../src/playground/frame/protocol';

/** Writes the widget playground's frame document into the build; returns its response policy. */
export async function writeFrameDocument(outDir: string): Promise<string> {
  await writeFile(path.join(outDir, FRAME_FILE), frameDocument());
  return frameContentSecurityPolicy();
}

/**
 * `npm start` serves the frame too: the dev server gets a static folder holding it, found by its
 * clean URL like in production. (The dev server sends no policies; the frame's <meta> policy and the
 * iframe's sandbox attribute still apply.)
 */
export function frameDevServer(generatedFilesDir: string): {devServer: Record<string, unknown>} {
  const dir = path.join(generatedFilesDir, 'widget-frame');
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, FRAME_FILE), frameDocument());
  return {devServer: {static: [{directory: dir, publicPath: '/', staticOptions: {extensions: ['html']}, watch: false}]}};
}
