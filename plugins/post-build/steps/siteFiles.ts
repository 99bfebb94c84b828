import {searchConnectOrigins} from '../../../src/search/hostedOrigins';
import {toolConnectOrigins} from '../../../src/tools/registry';
import {robotsTxt} from '../../site-files';
import {contentSecurityPolicy, headersFile, inlineScripts, sha256Source} from '../../site-files/csp';
import {writeFrameDocument} from '../../site-files/widgetFrame';
import {writeBuildFile} from '../files';
import type {PostBuild} from '../types';

/**
 * robots.txt, the widget frame's document and `_headers` (Cloudflare Pages format): the pages'
 * Content-Security-Policy allows this build's inline scripts by hash, taken from the pages as they
 * will be written.
 */
export async function writeSiteFiles({context, outDir, pages}: PostBuild): Promise<void> {
  const {url, baseUrl, themeConfig} = context.siteConfig;
  await writeBuildFile(outDir, 'robots.txt', robotsTxt(url, baseUrl));
  const hashes = new Set(pages.flatMap((page) => inlineScripts(page.html).map(sha256Source)));
  const search = themeConfig.algolia as {embedded?: boolean; insights?: boolean} | undefined;
  const csp = contentSecurityPolicy({
    scriptHashes: hashes,
    // Hosted search's hosts; the insights service only when DOCSEARCH_INSIGHTS is on.
    searchOrigins: searchConnectOrigins({embedded: search?.embedded !== false, insights: search?.insights === true}),
    // What each interactive tool's descriptor names (the console's gateway, the API Try it calls), nothing else.
    toolOrigins: toolConnectOrigins(),
  });
  // The frame is not a page (plugins/shared/htmlFiles.ts): it has a policy of its own.
  const frameCsp = await writeFrameDocument(outDir);
  await writeBuildFile(outDir, '_headers', headersFile(csp, frameCsp));
}
