import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {copyFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {inPostBuildChain} from '../shared/postBuildChain';
import {site} from '../../src/site';
import {sectionFor, siteRootOf} from '../search-index/build';
import {htmlFiles, routeOfHtmlFile} from '../shared/htmlFiles';
import {cardTags, headMeta} from './head';
import {CARD_HEIGHT, CARD_WIDTH, cardColours, renderCard, type CardText} from './render';

/** Bump when the layout changes: it is part of every card's hash, so all cards re-render. */
const LAYOUT_VERSION = '1';
export const CARDS_DIR = 'assets/og';
/** Survives rebuilds (docusaurus build empties only the build folder); `npm run bench` clears it for cold builds. */
const CACHE_DIR = path.join('node_modules', '.cache', 'social-cards');

/** Pages that are not docs (search, tag lists, 404) are cards of the site, not of a section. */
const NOT_A_SECTION = [/^\/search$/, /^\/tags(\/|$)/, /^\/404$/];

export function cardText(route: string, meta: Record<string, string>): CardText {
  const title = (meta['og:title'] ?? meta.title ?? site.title).replace(/\s+\|\s+[^|]*$/, '').trim();
  const section = NOT_A_SECTION.some((re) => re.test(route)) ? 'Documentation' : sectionFor(route);
  return {title, section, summary: (meta.description ?? site.tagline).trim(), brand: site.title};
}

export const cardHash = (text: CardText) =>
  createHash('sha256').update(JSON.stringify({LAYOUT_VERSION, cardColours, text})).digest('hex').slice(0, 12);

/**
 * Social cards: after the build, every page gets a 1200×630 PNG (title, section, summary, brand)
 * under assets/og/<content hash>.png and the og:image / twitter:image tags that point at it. A card
 * is rendered only when its text changed: rendered cards are kept in node_modules/.cache.
 */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  const siteRoot = siteRootOf(context.siteConfig.url, context.baseUrl);
  return inPostBuildChain({
    name: 'social-cards',
    async postBuild({outDir}) {
      const cacheDir = path.join(context.siteDir, CACHE_DIR);
      await mkdir(cacheDir, {recursive: true});
      await mkdir(path.join(outDir, CARDS_DIR), {recursive: true});
      const written = new Set<string>();
      for (const file of await htmlFiles(outDir)) {
        const html = await readFile(file, 'utf8');
        if (!html.includes('</head>')) continue;
        const text = cardText(routeOfHtmlFile(outDir, file), headMeta(html));
        const name = `${cardHash(text)}.png`;
        const cached = path.join(cacheDir, name);
        if (!existsSync(cached)) await writeFile(cached, await renderCard(text));
        if (!written.has(name)) await copyFile(cached, path.join(outDir, CARDS_DIR, name));
        written.add(name);
        const alt = `${text.title} (${text.section}, ${text.brand}): ${text.summary}`;
        const tags = cardTags({url: `${siteRoot}/${CARDS_DIR}/${name}`, alt, width: CARD_WIDTH, height: CARD_HEIGHT});
        await writeFile(file, html.replace('</head>', `${tags}</head>`));
      }
    },
  });
}
