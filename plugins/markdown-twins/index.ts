import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {inPostBuildChain} from '../shared/postBuildChain';
import {site} from '../../src/site';
import {htmlFileFor, sectionFor, siteRootOf} from '../search-index/build';
import {TwinCache} from './cache';
import {pageTwin} from './convert';
import {llmsFullTxt, llmsTxt, type LlmsPage} from './llms';
import {listingTwins} from './listings';
import {sidebarOrder} from './sidebarOrder';
import {LLMS_FULL_TXT, LLMS_TXT} from './llmsFiles';
import {twinPath} from './paths';

/**
 * Markdown twins: after the build, every docs page gets `<route>.md`, converted from the page's
 * article (the region and cleanup the search index uses; tag lists and search from the docs data), plus /llms.txt and /llms-full.txt in
 * sidebar order. Runs after plugins/search-index (plugin order), so both read the same final HTML.
 */
export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const siteRoot = siteRootOf(context.siteConfig.url, context.baseUrl);
  let docsContent: LoadedContent | undefined;

  return inPostBuildChain({
    name: 'markdown-twins',

    allContentLoaded({allContent}) {
      docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
    },

    async postBuild({outDir, routesPaths}) {
      const order = sidebarOrder(docsContent);
      const position = new Map(order.map((entry, i) => [entry.route, i]));
      const pages: LlmsPage[] = [];
      const cache = new TwinCache(context.siteDir);
      for (const route of [...new Set(routesPaths)].sort()) {
        const file = htmlFileFor(outDir, route);
        if (!file) continue;
        const url = `${siteRoot}${route === '/' ? '/' : route}`;
        const twin = await pageTwin(await readFile(file, 'utf8'), url, siteRoot, cache);
        if (!twin) continue;
        const rel = twinPath(route);
        await mkdir(path.dirname(path.join(outDir, rel)), {recursive: true});
        await writeFile(path.join(outDir, rel), twin.markdown);
        pages.push({...twin, route, url, twinUrl: `${siteRoot}/${rel}`, section: sectionFor(route)});
      }
      for (const listing of listingTwins(docsContent, siteRoot)) {
        if (!htmlFileFor(outDir, listing.route)) continue;
        await writeFile(path.join(outDir, twinPath(listing.route)), listing.markdown);
      }
      await cache.save();
      if (pages.length === 0) throw new Error('markdown-twins: no page has an article; is the docs container class still "theme-doc-markdown"?');
      pages.sort((a, b) => (position.get(a.route) ?? Infinity) - (position.get(b.route) ?? Infinity) || a.route.localeCompare(b.route));
      const llmsSite = {
        title: site.title,
        summary: `${site.tagline}. Documentation for the ${site.productName} chatbot, stream overlays and custom widgets, the real-time websocket API and the reference API.`,
        optional: [
          // The Optional section comes last: the twins it gathers are listed above it.
          {title: 'Every page in one file', url: `${siteRoot}/${LLMS_FULL_TXT}`, description: 'All the Markdown twins listed above, in the same order.'},
        ],
      };
      await writeFile(path.join(outDir, LLMS_TXT), llmsTxt(llmsSite, pages));
      await writeFile(path.join(outDir, LLMS_FULL_TXT), llmsFullTxt(llmsSite, pages));
    },
  });
}
