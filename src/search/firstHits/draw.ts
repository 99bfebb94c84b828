import styles from '@site/src/theme/SearchPage/styles.module.css';
import {searchTranslations} from '@site/src/shared/searchTranslations';
import type {SearchResponse} from '../client';
import {countLine, hitView, IDLE_TEXT, interpretationLine, markedParts, NO_RESULTS_HELP, PAGE_HITS, PAGER_LABEL, pagerText, SCOPE_LINE, SCOPE_REMOVE} from '../pageView';
import {NEAREST_TITLE, pagePath, popularTitle, type Fallback, type FallbackPage} from '../fallback';
import {missingResultsUrl} from '../dialogConfig';

/**
 * The search page's results, drawn with DOM calls before the app (React) has loaded: the same
 * elements, attributes (in the same order) and text as src/theme/SearchPage renders for a finished
 * search, so the app can take the region over without a visible change. Every value is set as
 * text or as an attribute; nothing is parsed as HTML. A browser test compares both renderings.
 */
type Child = Node | string | null | false;

/** Like React, an attribute whose value is undefined (a class the stylesheet lacks) is left out. */
function el(tag: string, attributes: Record<string, string | undefined>, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

/** A highlighted value as text and <mark> nodes (src/search/Marked.tsx for React). */
function marked(value: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const part of markedParts(value)) fragment.append(part.marked ? el('mark', {}, part.text) : part.text);
  return fragment;
}

/** Internal hit URLs as the page's links show them: path and anchor (theme-search-algolia's URL processor). */
function hitHref(url: string): string {
  const parsed = new URL(url, window.location.href);
  return parsed.pathname + parsed.hash;
}

function hitItem(hit: SearchResponse['hits'][number]): HTMLElement {
  const {url, title, trail, summary} = hitView(hit);
  const trailParts: Child[] = trail.flatMap((level, i) => [i > 0 && el('span', {'aria-hidden': 'true'}, ' › '), marked(level)]);
  return el(
    'li',
    {class: styles.hit},
    el(
      'article',
      {},
      el('h2', {class: styles.hitTitle}, el('a', {href: hitHref(url)}, marked(title))),
      trail.length > 0 && el('p', {class: styles.trail}, ...trailParts),
      summary !== '' && el('p', {class: styles.summary}, marked(summary)),
    ),
  );
}

function button(className: string | undefined, label: string, onClick: () => void, disabled = false): HTMLElement {
  const element = el('button', {type: 'button', class: className, ...(disabled ? {disabled: ''} : {})}, label);
  element.addEventListener('click', onClick);
  return element;
}

export interface DrawHandlers {
  onQuery: (query: string) => void;
  onPage: (page: number) => void;
  /** Widens (false) or narrows (true) the page's scope. */
  onScope: (scoped: boolean) => void;
}

function fallbackPages(title: string, pages: FallbackPage[]): Child[] {
  if (pages.length === 0) return [];
  const items = pages.map((page) => el('li', {}, el('a', {href: pagePath(page.url)}, page.title), el('span', {class: styles.fallbackSection}, ` · ${page.section}`)));
  return [el('h2', {class: styles.fallbackTitle}, title), el('ul', {class: styles.fallbackPages}, ...items)];
}

/** Nearest pages, popular pages and what was tried (Results.tsx draws the same). */
function fallbackHelp(fallback: Fallback): HTMLElement {
  return el(
    'div',
    {class: styles.fallback, 'data-testid': 'search-fallback'},
    ...fallbackPages(NEAREST_TITLE, fallback.nearest),
    ...fallbackPages(popularTitle(fallback.popular.section), fallback.popular.pages),
    el('p', {class: styles.tried}, fallback.tried),
  );
}

function noResults(query: string, suggestions: string[], fallback: Fallback | undefined, {onQuery}: DrawHandlers): HTMLElement {
  const {noResultsText, suggestedQueryText} = searchTranslations.modal.noResultsScreen;
  return el(
    'div',
    {class: styles.problem},
    el('p', {class: styles.problemTitle}, `${noResultsText} "`, el('strong', {}, query.trim()), '"'),
    el('p', {}, NO_RESULTS_HELP),
    suggestions.length > 0 &&
      el(
        'div',
        {class: styles.suggestions},
        el('p', {}, `${suggestedQueryText}:`),
        el('ul', {}, ...suggestions.map((s) => el('li', {}, button('button button--link', s, () => onQuery(s))))),
      ),
    fallback !== undefined && fallbackHelp(fallback),
    reportLine(query),
  );
}

/** "Believe this query should return results? Let us know.", as the dialog's no-results screen says it. */
function reportLine(query: string): HTMLElement {
  const {reportMissingResultsText, reportMissingResultsLinkText} = searchTranslations.modal.noResultsScreen;
  return el('p', {class: styles.report}, `${reportMissingResultsText} `, el('a', {href: missingResultsUrl({query: query.trim()}), target: '_blank', rel: 'noopener noreferrer'}, reportMissingResultsLinkText));
}

function pager(page: number, pages: number, {onPage}: DrawHandlers): HTMLElement | null {
  if (pages <= 1) return null;
  return el(
    'nav',
    {class: styles.pager, 'aria-label': PAGER_LABEL},
    button('button button--secondary', 'Previous', () => onPage(page - 1), page === 0),
    el('span', {}, pagerText(page, pages)),
    button('button button--secondary', 'Next', () => onPage(page + 1), page + 1 >= pages),
  );
}

/** The region's content for a finished search of `query` (`scoped`: narrowed to the API). */
export function drawResults(region: HTMLElement, query: string, response: SearchResponse, handlers: DrawHandlers, scoped = false): void {
  const scope = scoped && el('p', {class: styles.status}, `${SCOPE_LINE} `, button('button button--link', SCOPE_REMOVE, () => handlers.onScope(false)));
  const status =
    response.nbHits === 0
      ? noResults(query, response.suggestions ?? [], response.fallback, handlers)
      : el('p', {class: styles.status, 'data-testid': 'search-count'}, countLine(response));
  const reading = interpretationLine(response);
  const hits = response.hits.length > 0 ? el('ol', {class: styles.hits, start: String(response.page * PAGE_HITS + 1)}, ...response.hits.map(hitItem)) : null;
  const nav = pager(response.page, response.nbPages, handlers);
  const live = el('div', {'aria-live': 'polite', 'aria-busy': 'false'}, scope, status, reading !== null && el('p', {class: styles.status}, reading));
  region.replaceChildren(...[live, hits, nav].filter((node): node is HTMLElement => node !== null));
}

/** The region's content with no query, as the server renders it. */
export function drawIdle(region: HTMLElement): void {
  region.replaceChildren(el('div', {'aria-live': 'polite', 'aria-busy': 'false'}, el('p', {class: styles.status}, IDLE_TEXT)));
}
