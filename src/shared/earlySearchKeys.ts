/**
 * Search asked for before the app has loaded (a click on the search button, "/" or Ctrl/Cmd+K),
 * and the keys typed after it: the held-clicks script (./earlyClicks.ts) keeps them on the window
 * under this name when the app hydrates, just before it makes the held click on the search button
 * again; the search bar (src/theme/SearchBar) takes them when that click opens the dialog, and the
 * dialog's type-ahead plays them into its box.
 */
export const EARLY_SEARCH_KEYS = '__earlySearchKeys';

/** The search button, as the held-clicks script finds it. */
export const SEARCH_BUTTON = 'DocSearch-Button';

export interface EarlySearchKeys {
  /** The text typed (Backspace applied). */
  text: string;
  /** Enter, with its modifiers, if it was pressed after the text. */
  enter: {ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean} | null;
}

/** The keys kept for the opening the app is making now, once; null when there are none. */
export function takeEarlySearchKeys(): EarlySearchKeys | null {
  const holder = window as unknown as Record<string, EarlySearchKeys | undefined>;
  const keys = holder[EARLY_SEARCH_KEYS] ?? null;
  delete holder[EARLY_SEARCH_KEYS];
  return keys;
}
