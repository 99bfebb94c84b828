/**
 * Space acts on two theme controls that left it to the page, which scrolled instead:
 * - a focused tab: the theme's tabs are list items with the tab role, whose key handler answers
 *   Enter and the arrows (the ARIA tabs pattern has Space and Enter both select);
 * - a link that says it is a button (`role="button"`): a sidebar category without a page of its
 *   own is an `<a href="#">` with that role, and a button answers Space.
 * Listening on the document, after the app's own handlers, this clicks the control the key was
 * pressed on and keeps the page still.
 */
const ANSWERS_SPACE = '[role="tab"].tabs__item, a[role="button"]';

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== ' ' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>(ANSWERS_SPACE) : null;
  if (!control) return;
  event.preventDefault();
  control.click();
}

if (typeof document !== 'undefined') document.addEventListener('keydown', onKeyDown);

export {};
