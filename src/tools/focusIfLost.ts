/**
 * After a control that goes with what it did (a restored draft's button, an alert's), focus would
 * fall to the page, and a keyboard or screen reader user would start again from the top. Once the
 * change has been drawn, `fallback` takes focus, unless focus is already somewhere on purpose.
 */
export function focusIfLost(fallback: () => HTMLElement | null | undefined): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) fallback()?.focus();
  });
}
