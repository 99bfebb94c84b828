import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlFiles} from '../shared/htmlFiles';
import {inPostBuildChain} from '../shared/postBuildChain';
import {searchConnectOrigins} from '../../src/search/hostedOrigins';
import {toolConnectOrigins} from '../../src/tools/registry';
import {contentSecurityPolicy, headersFile, inlineScripts, sha256Source} from './csp';
import {frameDevServer, writeFrameDocument} from './widgetFrame';

/** robots.txt is generated so the site address stays in src/site.ts alone. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const root = `${siteUrl.replace(/\/$/, '')}${baseUrl}`;
  return ['User-agent: *', 'Allow: /', `Disallow: ${baseUrl}search`, '', `Sitemap: ${root}sitemap.xml`, ''].join('\n');
}

export default function siteFilesPlugin(context: LoadContext): Plugin {
  // In the post-build chain, so it never reads a page another plugin is rewriting.
  return inPostBuildChain({
    name: 'site-files',
    configureWebpack(_config, isServer) {
      return isServer || process.env.NODE_ENV === 'production' ? {} : frameDevServer(context.generatedFilesDir);
    },
    async postBuild({outDir}) {
      const {url, baseUrl, themeConfig} = context.siteConfig;
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(url, baseUrl));

      const hashes = new Set<string>();
      for (const file of await htmlFiles(outDir)) {
        for (const script of inlineScripts(await readFile(file, 'utf8'))) hashes.add(sha256Source(script));
      }
      const search = themeConfig.algolia as {embedded?: boolean; insights?: boolean} | undefined;
      const csp = contentSecurityPolicy({
        scriptHashes: hashes,
        // Hosted search's hosts; the insights service only when DOCSEARCH_INSIGHTS is on.
        searchOrigins: searchConnectOrigins({embedded: search?.embedded !== false, insights: search?.insights === true}),
        // What each interactive tool's descriptor names (the console's gateway, the API Try it calls), nothing else.
        toolOrigins: toolConnectOrigins(),
      });
      // After the pages' hashes are taken: the frame is not a page (plugins/shared/htmlFiles.ts).
      const frameCsp = await writeFrameDocument(outDir);
      await writeFile(path.join(outDir, '_headers'), headersFile(csp, frameCsp));
    },
  });
}
