/**
 * Product identity: every name, address and link that identifies the toolset.
 * This is the only module allowed to spell them out; everything else imports from here.
 */
export const site = {
  productName: 'StreamElements',
  title: 'StreamElements Docs',
  tagline: 'Chatbot, overlays, widgets and real-time APIs for live streamers',
  url: 'https://docs.streamelements.com',
  baseUrl: '/',
  homepage: 'https://streamelements.com',
  dashboardUrl: 'https://streamelements.com/dashboard',
  chatStatsUrl: 'https://stats.streamelements.com',
  communityUrl: 'https://discord.gg/se',
  socialXUrl: 'https://x.com/StreamElements',
  codeHostingUrl: 'https://github.com/StreamElements',
  docsRepositoryUrl: 'https://github.com/StreamElements/docs',
  websocketGateway: 'wss://astro.streamelements.com',
  apiBaseUrl: 'https://api.streamelements.com/kappa/v2',
  apiReferenceUrl: 'https://dev.streamelements.com',
  copyrightYear: 2025,
  /** Name of the search index; the hosted index is named for the product. */
  searchIndexName: 'streamelements',
} as const;

export type Site = typeof site;
