/** HTML escaping shared by the highlighter and the hit sanitizer (kept tiny: the sanitizer ships in first-load JS). */
const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export const MARK_OPEN = '<mark>';
export const MARK_CLOSE = '</mark>';
