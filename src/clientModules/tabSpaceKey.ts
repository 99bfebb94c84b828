/**
 * Space selects a focused tab, as Enter does. The theme's tabs are list items with the tab role: its
 * key handler answers Enter and the arrows, and Space fell through to the page, which scrolled
 * instead (the ARIA tabs pattern has Space and Enter both select). Listening on the document, after
 * the app's own handlers, this clicks the tab the key was pressed on and keeps the page still.
 */
function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== ' ' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"].tabs__item') : null;
  if (!tab) return;
  event.preventDefault();
  tab.click();
}

if (typeof document !== 'undefined') document.addEventListener('keydown', onKeyDown);

export {};
