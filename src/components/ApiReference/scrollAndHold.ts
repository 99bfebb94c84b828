/**
 * Scrolls to `target` and keeps it there while the reference around it settles. Operations are laid
 * out only near the screen (content-visibility, plugins/openapi/render/styles.ts): those just above
 * the target then change from their stand-in height to their real one, which would carry the target
 * out of view. Holding stops at the reader's first scroll, key or touch, or after `settleMs`.
 */
export function scrollAndHold(target: Element, settleMs = 2000): void {
  target.scrollIntoView();
  const holder = target.closest('.api-ref') ?? document.body;
  const observer = new ResizeObserver(() => target.scrollIntoView());
  const release = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of readerInputs) window.removeEventListener(type, release, true);
  };
  const timer = setTimeout(release, settleMs);
  for (const type of readerInputs) window.addEventListener(type, release, {capture: true, passive: true});
  observer.observe(holder);
}

/** What a reader does to move the page: the hold gives way to each. */
const readerInputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
