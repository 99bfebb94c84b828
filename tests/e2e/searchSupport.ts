import {expect, type Page, type Route} from '@playwright/test';
import {packRecords, unpackRecords} from '../../src/search/asset';
import type {DocSearchRecord, IndexAsset} from '../../src/search/types';
import {appReady} from './support';

export const INDEX_NAME = 'streamelements';
export const RECENT_KEY = `__DOCSEARCH_RECENT_SEARCHES__${INDEX_NAME}`;
export const FAVORITE_KEY = `__DOCSEARCH_FAVORITE_SEARCHES__${INDEX_NAME}`;

export const dialog = (page: Page) => page.locator('.DocSearch-Modal');
export const dialogInput = (page: Page) => page.locator('.DocSearch-Input');

/** Opens the dialog with the search button, after the page has hydrated. */
export async function openDialog(page: Page): Promise<void> {
  await appReady(page);
  await page.getByRole('button', {name: 'Search'}).click();
  await expect(dialogInput(page)).toBeFocused();
}

/**
 * Types `query`, waits until its hits show and one is selected, as a reader looks before pressing
 * Enter (the start screen's saved searches are not the query's hits), opens it with Enter and waits
 * for the dialog to close. Returns the chosen hit's title.
 */
export async function chooseFirstHit(page: Page, query: string): Promise<string> {
  await dialogInput(page).fill(query);
  await expect(page.locator('.DocSearch-Hit-source:text-matches("^(Recent|Favorite)$")')).toHaveCount(0);
  const title = (await page.locator('.DocSearch-Hit[aria-selected="true"] .DocSearch-Hit-title').textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  return title;
}

export async function waitForHydration(page: Page): Promise<void> {
  await appReady(page);
}

/** A saved search as DocSearch stores it (a hit without highlight or snippet data). */
export function savedHit(n: number, title = `Saved page ${n}`) {
  return {
    objectID: `seed-${n}`,
    url: `/overlays#seed-${n}`,
    type: 'lvl1',
    hierarchy: {lvl0: 'Overlays', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
  };
}

export async function seedStorage(page: Page, key: string, hits: unknown[]): Promise<void> {
  await page.addInitScript(([k, v]) => window.localStorage.setItem(k as string, v as string), [key, JSON.stringify(hits)]);
}

/** Replaces the embedded index with one built by `edit` from the real one. */
export async function rewriteIndex(page: Page, edit: (asset: IndexAsset) => IndexAsset): Promise<void> {
  await page.route('**/assets/search/index.*.json', async (route: Route) => {
    const response = await route.fetch();
    const asset = (await response.json()) as IndexAsset;
    await route.fulfill({response, json: edit(asset)});
  });
}

/** Adds a page with `count` sections whose text contains `word` (re-packed, so it is searchable). */
export function withExtraPage(asset: IndexAsset, opts: {title: string; word: string; count: number; text?: string}): IndexAsset {
  const url = `${asset.site}/overlays/injected`;
  const base = {language: asset.language, docusaurus_tag: asset.tags, objectID: ''};
  const hierarchy = (lvl2: string | null) => ({lvl0: 'Overlays', lvl1: opts.title, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null});
  const extra: DocSearchRecord[] = [{...base, url, type: 'lvl1', hierarchy: hierarchy(null), content: opts.text ?? `All about ${opts.word}`}];
  for (let i = 0; i < opts.count; i++) {
    extra.push({...base, url: `${url}#${opts.word}-${i}`, type: 'content', hierarchy: hierarchy(`${opts.word} part ${i}`), content: opts.text ?? `Paragraph ${i} explains ${opts.word} in detail.`});
  }
  return packRecords([...unpackRecords(asset), ...extra], asset.site);
}
