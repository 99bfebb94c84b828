import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {inPostBuildChain} from '../shared/postBuildChain';
import {asyncApiFiles} from './files';

/**
 * Writes the websocket API contract into the build: /websockets/asyncapi.json and .yaml (AsyncAPI
 * 3.0) and one JSON Schema 2020-12 per topic payload under /websockets/schemas/. All generated
 * from src/data, like the reference pages.
 */
export default function asyncApiPlugin(context: LoadContext): Plugin {
  // In the post-build chain so that plugin-pwa, which runs last, sees these files.
  return inPostBuildChain({
    name: 'asyncapi',
    async postBuild({outDir}) {
      // The document's version is the site's package version: it changes when the docs do.
      const {version} = JSON.parse(await readFile(path.join(context.siteDir, 'package.json'), 'utf8')) as {version: string};
      for (const [route, text] of asyncApiFiles(version)) {
        const file = path.join(outDir, ...route.split('/'));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, text);
      }
    },
  });
}
