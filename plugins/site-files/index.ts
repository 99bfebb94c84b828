import type {LoadContext, Plugin} from '@docusaurus/types';
import {frameDevServer} from './widgetFrame';

/** robots.txt is generated so the site address stays in src/site.ts alone. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const root = `${siteUrl.replace(/\/$/, '')}${baseUrl}`;
  return ['User-agent: *', 'Allow: /', `Disallow: ${baseUrl}search`, '', `Sitemap: ${root}sitemap.xml`, ''].join('\n');
}

/**
 * Site files: `npm start` serves the widget playground's frame document. The build writes
 * robots.txt, `_headers` and the frame document after the pages (plugins/post-build/steps/siteFiles.ts).
 */
export default function siteFilesPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-files',
    configureWebpack(_config, isServer) {
      return isServer || process.env.NODE_ENV === 'production' ? {} : frameDevServer(context.generatedFilesDir);
    },
  };
}
