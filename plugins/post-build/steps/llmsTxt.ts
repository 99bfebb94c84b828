import {site} from '../../../src/site';
import {LLMS_FULL_TXT, LLMS_TXT} from '../../../src/shared/llmsFiles';
import {llmsFullTxt, llmsTxt, type LlmsPage} from '../../markdown-twins/llms';
import {sidebarOrder} from '../../markdown-twins/sidebarOrder';
import {writeBuildFile} from '../files';
import type {PostBuild} from '../types';

/** /llms.txt and /llms-full.txt (llmstxt.org): every twin, in the order the sidebar shows its page. */
export async function writeLlmsFiles({outDir, siteRoot, docs}: PostBuild, twins: readonly LlmsPage[]): Promise<void> {
  const position = new Map(sidebarOrder(docs).map((entry, i) => [entry.route, i]));
  const pages = [...twins].sort((a, b) => (position.get(a.route) ?? Infinity) - (position.get(b.route) ?? Infinity) || a.route.localeCompare(b.route));
  const llmsSite = {
    title: site.title,
    summary: `${site.tagline}. Documentation for the ${site.productName} chatbot, stream overlays and custom widgets, the real-time websocket API and the reference API.`,
    optional: [
      // The Optional section comes last: the twins it gathers are listed above it.
      {title: 'Every page in one file', url: `${siteRoot}/${LLMS_FULL_TXT}`, description: 'All the Markdown twins listed above, in the same order.'},
    ],
  };
  await writeBuildFile(outDir, LLMS_TXT, llmsTxt(llmsSite, pages));
  await writeBuildFile(outDir, LLMS_FULL_TXT, llmsFullTxt(llmsSite, pages));
}
