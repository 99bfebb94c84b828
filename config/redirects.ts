/**
 * Addresses readers type that are not pages, each sent to the page it means. plugins/redirects writes
 * one small HTML document per entry (`/chatbot` is `chatbot/index.html`): a meta refresh, so it works
 * on any static host and without JavaScript, and a canonical link to the target.
 */
export interface Redirect {
  from: string;
  to: string;
}

export const redirects: readonly Redirect[] = [
  // /overlays, /websockets and /api are section pages; the chatbot's start is the home page.
  {from: '/chatbot', to: '/'},
];

/** The build file that answers a redirect's address: `/chatbot` is `chatbot/index.html`. */
export function redirectFile(from: string): string {
  return `${from.replace(/^\//, '')}/index.html`;
}
