/**
 * The reader's sample language on /api, remembered by name only. Its own module: the page reads it
 * at start, and the controls that change it (src/apiReference/enhance) load on intent.
 */
export const LANGUAGE_KEY = 'se-docs:api-sample-language';

export function rememberedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null; // storage blocked: the page starts with curl
  }
}
