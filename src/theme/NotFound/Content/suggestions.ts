import pages from '@generated/not-found/default/pages.json';
import {closestPages, type PageLink} from './closestPages';

export {pathWords} from './pathWords';

/** The pages closest to an address, from the list of pages plugins/not-found writes at build time. */
export const suggestPages = (pathname: string): PageLink[] => closestPages(pathname, pages);
