import type {LoadContext, Plugin} from '@docusaurus/types';
import {site} from '../../src/site';

export const MANIFEST_FILE = 'manifest.json';
export const ICON_SIZES = [192, 512] as const;
export const iconPath = (size: number) => `img/icon-${size}.png`;

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
    icons: ICON_SIZES.map((size) => ({src: `${baseUrl}${iconPath(size)}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any'})),
  };
}

/**
 * The installable half of offline reading (@docusaurus/plugin-pwa does the service worker): links
 * the web app manifest and the touch icon from every page. The post-build pipeline writes
 * manifest.json, the PNG icons drawn from static/img/logo.svg and /favicon.ico (./favicon.ts)
 * before the precache lists them (plugins/post-build/steps/offline.ts).
 */
export default function offlinePlugin(context: LoadContext): Plugin {
  const {baseUrl} = context.siteConfig;
  return {
    name: 'offline',
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'manifest', href: `${baseUrl}${MANIFEST_FILE}`}},
          {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: `${baseUrl}${iconPath(192)}`}},
        ],
      };
    },
  };
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
