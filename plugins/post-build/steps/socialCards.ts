import {existsSync} from 'node:fs';
import {copyFile, mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {CARDS_CACHE_DIR, CARDS_DIR, cardAlt, cardHash, cardText} from '../../social-cards';
import {cardTags} from '../../social-cards/head';
import {CARD_HEIGHT, CARD_WIDTH, renderCard} from '../../social-cards/render';
import type {PostBuild} from '../types';

/**
 * A link-preview card for every page (plugins/social-cards): the PNG under assets/og/, rendered
 * only when no earlier build rendered the same text, and the tags in the page's head.
 */
export async function writeSocialCards({context, outDir, siteRoot, pages}: PostBuild): Promise<void> {
  const cacheDir = path.join(context.siteDir, CARDS_CACHE_DIR);
  await mkdir(cacheDir, {recursive: true});
  await mkdir(path.join(outDir, CARDS_DIR), {recursive: true});
  const written = new Set<string>();
  for (const page of pages) {
    if (!page.html.includes('</head>')) continue;
    const text = cardText(page.route, page.head);
    const name = `${cardHash(text)}.png`;
    const cached = path.join(cacheDir, name);
    if (!existsSync(cached)) await writeFile(cached, await renderCard(text));
    if (!written.has(name)) await copyFile(cached, path.join(outDir, CARDS_DIR, name));
    written.add(name);
    const tags = cardTags({url: `${siteRoot}/${CARDS_DIR}/${name}`, alt: cardAlt(text), width: CARD_WIDTH, height: CARD_HEIGHT});
    page.html = page.html.replace('</head>', `${tags}</head>`);
  }
}
