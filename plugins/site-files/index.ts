import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlFiles} from '../shared/htmlFiles';
import {inPostBuildChain} from '../shared/postBuildChain';
import {site} from '../../src/site';
import {contentSecurityPolicy, headersFile, inlineScripts, sha256Source} from './csp';

/** robots.txt is generated so the site address stays in src/site.ts alone. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const root = `${siteUrl.replace(/\/$/, '')}${baseUrl}`;
  return ['User-agent: *', 'Allow: /', `Disallow: ${baseUrl}search`, '', `Sitemap: ${root}sitemap.xml`, ''].join('\n');
}

/** Origins the hosted search client reaches (DocSearch/Algolia hosts and insights). */
const hostedSearchOrigins = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io'];

export default function siteFilesPlugin(context: LoadContext): Plugin {
  // In the post-build chain, so it never reads a page another plugin is rewriting.
  return inPostBuildChain({
    name: 'site-files',
    async postBuild({outDir}) {
      const {url, baseUrl, themeConfig} = context.siteConfig;
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(url, baseUrl));

      const hashes = new Set<string>();
      for (const file of await htmlFiles(outDir)) {
        for (const script of inlineScripts(await readFile(file, 'utf8'))) hashes.add(sha256Source(script));
      }
      const hosted = (themeConfig.algolia as {embedded?: boolean} | undefined)?.embedded === false;
      const csp = contentSecurityPolicy({
        scriptHashes: hashes,
        searchOrigins: hosted ? hostedSearchOrigins : [],
        // The websocket console's live mode talks to the gateway and nothing else.
        websocketOrigins: [new URL(site.websocketGateway).origin],
        // The try-it panels on /api call the reference API and nothing else.
        apiOrigins: [new URL(site.apiBaseUrl).origin],
      });
      await writeFile(path.join(outDir, '_headers'), headersFile(csp));
    },
  });
}
