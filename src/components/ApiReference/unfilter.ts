/**
 * A link to an operation the in-page filter hides (the table of contents lists every operation)
 * would change the address and show nothing. Following one clears the filter first, and the status
 * line says so: the reader asked for that operation, not for the filtered list.
 */
export function unfilterFor(target: Element): boolean {
  if (!target.closest('[data-filtered]')) return false;
  const root = target.closest('.api-ref') ?? document;
  for (const hidden of Array.from(root.querySelectorAll('[data-filtered]'))) hidden.removeAttribute('data-filtered');
  const input = root.querySelector<HTMLInputElement>('[data-api-filter]');
  if (input) input.value = '';
  const status = root.querySelector('#api-filter-status');
  // The heading's own words: its anchor link holds only a zero-width space.
  const heading = (target.matches('h2, h3') ? target : target.closest('section')?.querySelector('h2, h3'))?.textContent?.replace(/\u200b/g, '').trim();
  if (status) status.textContent = `The filter was cleared to show ${heading ? `“${heading}”` : 'the part the link points at'}.`;
  return true;
}
