/**
 * One page the not-found page may suggest: its route and its title. plugins/not-found writes the
 * list at build time; the not-found page (src/theme/NotFound/Content) reads it in the browser.
 */
export type PageEntry = [route: string, title: string];
