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
  /** My Overlays: every overlay of the channel, each with its menu (Copy URL). */
  dashboardOverlaysUrl: 'https://streamelements.com/dashboard/overlays',
  /** The Widget Data dashboard: the session data behind labels, goals and widgets. */
  dashboardSessionUrl: 'https://streamelements.com/dashboard/session',
  /**
   * The chatbot's own account on each platform, as a streamer names it to make it a moderator
   * (/mod on Twitch and Kick; on YouTube, either address of its channel).
   */
  botAccounts: {
    twitch: 'streamelements',
    kick: '@StreamElements',
    youtube: ['https://youtube.com/c/streamelements', 'https://www.youtube.com/channel/UCjerlCIbLPQwSnYlClkjDXg'],
  },
  chatStatsUrl: 'https://stats.streamelements.com',
  communityUrl: 'https://discord.gg/se',
  socialXUrl: 'https://x.com/StreamElements',
  codeHostingUrl: 'https://github.com/StreamElements',
  docsRepositoryUrl: 'https://github.com/StreamElements/docs',
  websocketGateway: 'wss://astro.streamelements.com',
  apiBaseUrl: 'https://api.streamelements.com/kappa/v2',
  /** Version 3 of the reference API, which the giveaway operations use. */
  apiV3BaseUrl: 'https://api.streamelements.com/kappa/v3',
  /** Where a channel's JWT is shown ("Show secrets" in the channel's row). */
  apiJwtPageUrl: 'https://streamelements.com/dashboard/account/channels',
  oauthAuthorizeUrl: 'https://api.streamelements.com/oauth2/authorize',
  oauthTokenUrl: 'https://api.streamelements.com/oauth2/token',
  oauthRevokeUrl: 'https://api.streamelements.com/oauth2/revoke',
  oauthValidateUrl: 'https://api.streamelements.com/oauth2/validate',
  apiReferenceUrl: 'https://dev.streamelements.com',
  copyrightYear: 2025,
  /** Name of the search index; the hosted index is named for the product. */
  searchIndexName: 'streamelements',
} as const;

export type Site = typeof site;
