/** Copies text to the clipboard; false when the browser refused (no permission, no clipboard, an insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
