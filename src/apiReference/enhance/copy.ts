/**
 * A sample's copy button: copies the sample shown now (whatever its language) and says so on the
 * button for a moment; where the browser refuses the clipboard, it selects the code for the reader
 * to copy instead and says that.
 */
const RESET_MS = 2000;

export async function copySample(button: HTMLButtonElement): Promise<void> {
  const code = button.closest('.api-ref__samples')?.querySelector('pre code');
  if (!code) return;
  const label = 'Copy';
  try {
    await navigator.clipboard.writeText(code.textContent ?? '');
    button.textContent = 'Copied';
  } catch {
    const range = document.createRange();
    range.selectNodeContents(code);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    button.textContent = 'Selected: press Ctrl+C';
  }
  window.setTimeout(() => {
    button.textContent = label;
  }, RESET_MS);
}
