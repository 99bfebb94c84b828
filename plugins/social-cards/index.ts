import {createHash} from 'node:crypto';
import path from 'node:path';
import {site} from '../../src/site';
import {sectionFor} from '../shared/builtPages';
import {cardColours, type CardText} from './render';

/**
 * Social cards: every page gets a 1200×630 PNG (title, section, summary, brand) under
 * assets/og/<content hash>.png and the og:image / twitter:image tags that point at it
 * (plugins/post-build/steps/socialCards.ts). A card is rendered only when its text changed:
 * rendered cards are kept in node_modules/.cache.
 */

/** Bump when the layout changes: it is part of every card's hash, so all cards re-render. */
const LAYOUT_VERSION = '1';
export const CARDS_DIR = 'assets/og';
/** Survives rebuilds (docusaurus build empties only the build folder); `npm run bench` clears it for cold builds. */
export const CARDS_CACHE_DIR = path.join('node_modules', '.cache', 'social-cards');

/** Pages that are not docs (search, tag lists, 404) are cards of the site, not of a section. */
const NOT_A_SECTION = [/^\/search$/, /^\/tags(\/|$)/, /^\/404$/];

export function cardText(route: string, meta: Readonly<Record<string, string>>): CardText {
  const title = (meta['og:title'] ?? meta.title ?? site.title).replace(/\s+\|\s+[^|]*$/, '').trim();
  const section = NOT_A_SECTION.some((re) => re.test(route)) ? 'Documentation' : sectionFor(route);
  return {title, section, summary: (meta.description ?? site.tagline).trim(), brand: site.title};
}

export const cardHash = (text: CardText) =>
  createHash('sha256').update(JSON.stringify({LAYOUT_VERSION, cardColours, text})).digest('hex').slice(0, 12);

/** The alt text of a page's card: everything the card says, in one line. */
export const cardAlt = (text: CardText) => `${text.title} (${text.section}, ${text.brand}): ${text.summary}`;
