import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {documentPath} from '../../src/data/api/paths';
import {tryItData} from '../../src/apiReference/model';
import {fragmentPath, tryItPath, type OpenApiContent} from './published';
import {checkedDocument, renderDocument} from './reference';

/**
 * The reference API on /api (docs-dev/reference-api.md):
 * - loadContent checks src/data/api/openapi.yaml (an invalid document fails the build, naming the
 *   file and place of each problem) and renders the reference to HTML once;
 * - the page's component gets that HTML through `@api-reference-data`: the server build sees the
 *   HTML (and the anchors and links, for the broken-link checks), the browser build only the
 *   fragment's address, so the reference never rides in a JavaScript chunk;
 * - after the build, the post-build pipeline publishes the document as /api/openapi.json and
 *   /api/openapi.yaml (static files, not routes), and the fragment, the try-it data and the request
 *   samples of every language but curl (fetched when a reader picks the language) under /assets/api/
 *   (./published.ts; loadContent's result carries the last three to it).
 */
export default function openApiPlugin(context: LoadContext): Plugin<OpenApiContent> {
  const dir = path.join(context.generatedFilesDir, 'openapi');
  const serverData = path.join(dir, 'reference.server.json');
  const clientData = path.join(dir, 'reference.client.json');
  const dev = process.env.NODE_ENV !== 'production';
  return {
    name: 'openapi',
    getPathsToWatch: () => [documentPath],
    async loadContent(): Promise<OpenApiContent> {
      const document = await checkedDocument();
      const rendered = renderDocument(document, context.siteDir, context.baseUrl);
      const tryIt = JSON.stringify(tryItData(document));
      const fragment = JSON.stringify({html: rendered.html});
      const tryItUrl = `${context.baseUrl}${tryItPath(tryIt).slice(1)}`;
      mkdirSync(dir, {recursive: true});
      // `npm start` writes no files into a build: its browser gets the try-it data inline.
      const devTryItUrl = `data:application/json;base64,${Buffer.from(tryIt).toString('base64')}`;
      writeFileSync(serverData, JSON.stringify({html: rendered.html, anchors: rendered.anchors, links: rendered.links, operationCount: rendered.operationCount, tryItUrl: dev ? devTryItUrl : tryItUrl}));
      writeFileSync(clientData, JSON.stringify({fragmentUrl: `${context.baseUrl}${fragmentPath(fragment).slice(1)}`, tryItUrl}));
      return {fragment, tryIt, sampleFiles: rendered.sampleFiles};
    },
    configureWebpack(_config: unknown, isServer: boolean) {
      // `npm start` has no postBuild to write the fragment: the dev browser gets the HTML itself.
      return {resolve: {alias: {'@api-reference-data$': isServer || dev ? serverData : clientData}}};
    },
  };
}
