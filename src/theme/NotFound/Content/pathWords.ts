/** The address with its escapes decoded; a malformed escape is kept as typed. */
export function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The words of an address, each once, for the search box: "/chatbot/comands/poins.html" →
 * "chatbot comands poins". Kept small: it is part of every docs page's code (see ./suggestions.ts).
 */
export function pathWords(pathname: string): string {
  const words = decodedPath(pathname)
    .toLowerCase()
    .replace(/\.html?$/, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].join(' ').slice(0, 64).trim();
}
