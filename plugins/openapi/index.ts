import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {documentPath, publishedJsonPath, publishedYamlPath} from '../../src/data/api/paths';
import {inPostBuildChain} from '../shared/postBuildChain';
import {tryItData} from '../../src/apiReference/model';
import {checkedDocument, renderDocument} from './reference';
import type {SampleFile} from './sampleFiles';

const hashed = (name: string, text: string) => `/assets/api/${name}.${createHash('sha256').update(text).digest('hex').slice(0, 10)}`;
/**
 * The fragment the page fetches when a reader arrives by in-app navigation (no server HTML then).
 * JSON, not .html: every .html file of a build is a page to the tools that read the build.
 */
const fragmentPath = (json: string) => `${hashed('reference', json)}.json`;
/** The compact data the try-it panels load on intent: operations without prose, and their body schemas. */
const tryItPath = (json: string) => `${hashed('try-it', json)}.json`;

/**
 * The reference API on /api (docs-dev/reference-api.md):
 * - loadContent checks src/data/api/openapi.yaml (an invalid document fails the build, naming the
 *   file and place of each problem) and renders the reference to HTML once;
 * - the page's component gets that HTML through `@api-reference-data`: the server build sees the
 *   HTML (and the anchors and links, for the broken-link checks), the browser build only the
 *   fragment's address, so the reference never rides in a JavaScript chunk;
 * - postBuild publishes the document as /api/openapi.json and /api/openapi.yaml (static files, not
 *   routes), and the fragment, the try-it data and the request samples of every language but curl
 *   (fetched when a reader picks the language) under /assets/api/.
 */
export default function openApiPlugin(context: LoadContext): Plugin {
  const dir = path.join(context.generatedFilesDir, 'openapi');
  const serverData = path.join(dir, 'reference.server.json');
  const clientData = path.join(dir, 'reference.client.json');
  const dev = process.env.NODE_ENV !== 'production';
  let fragment = '';
  let tryIt = '';
  let sampleFiles: SampleFile[] = [];
  return inPostBuildChain({
    name: 'openapi',
    getPathsToWatch: () => [documentPath],
    async loadContent() {
      const document = await checkedDocument();
      const rendered = renderDocument(document, context.siteDir, context.baseUrl);
      sampleFiles = rendered.sampleFiles;
      tryIt = JSON.stringify(tryItData(document));
      fragment = JSON.stringify({html: rendered.html});
      const tryItUrl = `${context.baseUrl}${tryItPath(tryIt).slice(1)}`;
      mkdirSync(dir, {recursive: true});
      // `npm start` writes no files into a build: its browser gets the try-it data inline.
      const devTryItUrl = `data:application/json;base64,${Buffer.from(tryIt).toString('base64')}`;
      writeFileSync(serverData, JSON.stringify({html: rendered.html, anchors: rendered.anchors, links: rendered.links, operationCount: rendered.operationCount, tryItUrl: dev ? devTryItUrl : tryItUrl}));
      writeFileSync(clientData, JSON.stringify({fragmentUrl: `${context.baseUrl}${fragmentPath(fragment).slice(1)}`, tryItUrl}));
      return null;
    },
    configureWebpack(_config: unknown, isServer: boolean) {
      // `npm start` has no postBuild to write the fragment: the dev browser gets the HTML itself.
      return {resolve: {alias: {'@api-reference-data$': isServer || dev ? serverData : clientData}}};
    },
    async postBuild({outDir}) {
      const document = readFileSync(documentPath, 'utf8');
      const files: [string, string][] = [
        [publishedYamlPath, document],
        [publishedJsonPath, `${JSON.stringify((await import('js-yaml')).load(document), null, 2)}\n`],
        [fragmentPath(fragment), fragment],
        [tryItPath(tryIt), tryIt],
        ...sampleFiles.map((file): [string, string] => [file.route, file.text]),
      ];
      for (const [route, text] of files) {
        const file = path.join(outDir, ...route.split('/'));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, text);
      }
    },
  });
}
