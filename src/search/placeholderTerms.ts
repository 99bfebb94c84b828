/**
 * Extra terms for templating placeholders, so a query typed as an alert message shows them
 * (`{{amount}}` in an alert box's custom code, `{amount}` in a chat alert's message) reaches the
 * pages that document that placeholder, not every page that says "amount". The braces are
 * separators for words (the placeholder's name is still a word), so the whole form is a derived
 * term: it never makes a query fail and adds score to the records that show it. `${user}` is a
 * chatbot variable, not a placeholder, and is left to the tokenizer's symbol rules. Index and
 * query both use this (src/search/tokenizer.ts).
 */
const PLACEHOLDER = /(\$)?(\{\{?)\s*([A-Za-z_][\w.]*)\s*(\}\}?)/g;

export function placeholderTerms(text: string, emit: (term: string) => void): void {
  if (!text.includes('{')) return;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const [, dollar, open = '', name = '', close = ''] = match;
    if (dollar || open.length !== close.length) continue;
    emit(`${open}${name.toLowerCase()}${close}`);
  }
}

/** Whether a derived term is a placeholder form (`{{amount}}`, `{amount}`). */
export const isPlaceholderTerm = (term: string): boolean => term.startsWith('{');
