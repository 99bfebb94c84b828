import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** robots.txt is generated so the site address stays in src/site.ts alone. */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const root = `${siteUrl.replace(/\/$/, '')}${baseUrl}`;
  return ['User-agent: *', 'Allow: /', `Disallow: ${baseUrl}search`, '', `Sitemap: ${root}sitemap.xml`, ''].join('\n');
}

export default function siteFilesPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-files',
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url, context.siteConfig.baseUrl));
    },
  };
}
