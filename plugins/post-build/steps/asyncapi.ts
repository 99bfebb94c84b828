import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {asyncApiFiles} from '../../asyncapi/files';
import {writeBuildFile} from '../files';
import type {PostBuild} from '../types';

/**
 * The websocket API contract: /websockets/asyncapi.json and .yaml (AsyncAPI 3.0) and one JSON Schema
 * 2020-12 per topic payload under /websockets/schemas/, all generated from src/data (plugins/asyncapi).
 */
export async function writeAsyncApiFiles({context, outDir}: PostBuild): Promise<void> {
  // The document's version is the site's package version: it changes when the docs do.
  const {version} = JSON.parse(await readFile(path.join(context.siteDir, 'package.json'), 'utf8')) as {version: string};
  for (const [route, text] of asyncApiFiles(version)) await writeBuildFile(outDir, route, text);
}
