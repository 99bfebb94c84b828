import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {inPostBuildChain} from '../shared/postBuildChain';
import {site} from '../../src/site';
import {FAVICON_FILE, FAVICON_SIZES, icoFromPngs} from './favicon';

export const MANIFEST_FILE = 'manifest.json';
const ICON_SIZES = [192, 512] as const;

/** The web app manifest that makes the site installable; names come from src/site.ts. */
export function webAppManifest(baseUrl: string, themeColor: string) {
  return {
    name: site.title,
    short_name: `${site.productName} Docs`.length <= 15 ? `${site.productName} Docs` : 'Docs',
    description: site.tagline,
    start_url: baseUrl,
    scope: baseUrl,
    display: 'standalone',
    background_color: themeColor,
    theme_color: themeColor,
    icons: ICON_SIZES.map((size) => ({src: `${baseUrl}img/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any'})),
  };
}

/**
 * The installable half of offline reading (@docusaurus/plugin-pwa does the service worker): writes
 * manifest.json and PNG icons drawn from static/img/logo.svg, and links the manifest from every page.
 * It also writes /favicon.ico from the site's favicon (./favicon.ts).
 * Runs before the PWA plugin (plugin order), so both files are in its precache.
 */
export default function offlinePlugin(context: LoadContext): Plugin {
  const {baseUrl} = context.siteConfig;
  const themeColor = (context.siteConfig.themeConfig.metadata as {name?: string; content: string}[] | undefined)?.find((m) => m.name === 'theme-color')?.content ?? '#000000';
  return inPostBuildChain({
    name: 'offline',
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'manifest', href: `${baseUrl}${MANIFEST_FILE}`}},
          {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: `${baseUrl}img/icon-192.png`}},
        ],
      };
    },
    async postBuild({outDir}) {
      const logo = await readFile(path.join(context.siteDir, 'static/img/logo.svg'));
      for (const size of ICON_SIZES) {
        const png = new Resvg(logo, {fitTo: {mode: 'width', value: size}, font: {loadSystemFonts: false}}).render().asPng();
        await writeFile(path.join(outDir, `img/icon-${size}.png`), png);
      }
      await writeFile(path.join(outDir, MANIFEST_FILE), JSON.stringify(webAppManifest(baseUrl, themeColor), null, 2));
      const favicon = await readFile(path.join(context.siteDir, 'static', context.siteConfig.favicon ?? 'img/favicon.svg'));
      const images = FAVICON_SIZES.map((size) => ({size, png: new Resvg(favicon, {fitTo: {mode: 'width', value: size}, font: {loadSystemFonts: false}}).render().asPng()}));
      await writeFile(path.join(outDir, FAVICON_FILE), icoFromPngs(images));
    },
  });
}

/**
 * Workbox manifest transform: the build writes /a/b as a/b.html, but the site links to /a/b and the
 * service worker looks requests up by path, so precache entries use the clean URL.
 */
export function cleanUrlEntries<T extends {url: string}>(entries: T[]): {manifest: T[]; warnings: string[]} {
  const manifest = entries.map((entry) =>
    entry.url.endsWith('.html') && !entry.url.endsWith('index.html') ? {...entry, url: entry.url.replace(/\.html$/, '')} : entry,
  );
  return {manifest, warnings: []};
}
