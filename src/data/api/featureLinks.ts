/**
 * One web of docs: which pages explain a feature that reference API operations manage. Each entry
 * ties pages to operations (by operationId) both ways: the pages show links to the operations
 * (plugins/remark-api-links, at compile time) and each operation links back to the entry's first
 * page, the one that explains the feature (written into the document as `externalDocs` by
 * scripts/api/import-openapi.ts). An operation in several entries links back to the first entry's page.
 */
export interface FeatureLink {
  /** What the pages and operations share, for maintainers. */
  topic: string;
  /** Routes of the pages; the first one explains the feature. */
  pages: string[];
  operations: string[];
}

export const featureLinks: readonly FeatureLink[] = [
  {
    topic: 'loyalty points',
    pages: [
      '/chatbot/commands/default/points',
      '/chatbot/commands/default/addpoints',
      '/chatbot/commands/default/givepoints',
      '/chatbot/commands/default/setpoints',
      '/chatbot/commands/default/leaderboard',
      '/chatbot/commands/default/top',
      '/chatbot/commands/default/watchtime',
      '/chatbot/variables/pointsname',
    ],
    operations: [
      'getUserPoints', 'addUserPoints', 'getUserRank', 'listTopPoints', 'listAlltimePoints', 'listWatchtime',
      'updatePointsInBulk', 'resetUserPoints', 'addUserAlltimePoints', 'resetUserAlltimePoints', 'resetAllPoints',
      'getLoyaltySettings', 'updateLoyaltySettings',
    ],
  },
  {
    topic: 'timers',
    pages: ['/chatbot/timers', '/chatbot/gettingstarted/timers', '/chatbot/commands/default/timer'],
    operations: ['listTimers', 'createTimer', 'getTimer', 'updateTimer', 'deleteTimer'],
  },
  {
    topic: 'custom commands',
    pages: ['/chatbot/commands/custom', '/chatbot/gettingstarted/commands', '/chatbot/commands/default/command'],
    operations: ['listCommands', 'createCommand', 'getCommand', 'updateCommand', 'deleteCommand', 'listPublicCommands'],
  },
  {
    topic: 'default commands',
    pages: ['/chatbot/commands/default', '/chatbot/commands'],
    operations: ['listDefaultCommands', 'updateDefaultCommand'],
  },
  {
    topic: 'spam filters',
    pages: [
      '/chatbot/filters',
      '/chatbot/filters/caps',
      '/chatbot/filters/links',
      '/chatbot/filters/emotes',
      '/chatbot/filters/paragraph',
      '/chatbot/filters/symbol',
    ],
    operations: ['getSpamFilters', 'updateSpamFilters', 'updateSpamFilter', 'testSpamFilters'],
  },
  {
    topic: 'banned words',
    pages: ['/chatbot/filters/bannedwords', '/chatbot/filters'],
    operations: ['createBannedPhraseGroup', 'updateBannedPhraseGroup', 'deleteBannedPhraseGroup', 'findBannedPhraseGroup'],
  },
  {
    topic: 'modules',
    pages: ['/chatbot/modules', '/chatbot/commands/default/module'],
    operations: ['getModules'],
  },
  {
    topic: 'song requests',
    pages: [
      '/chatbot/commands/default/songrequest',
      '/chatbot/commands/default/songqueue',
      '/chatbot/commands/default/song',
      '/chatbot/commands/default/removesong',
      '/chatbot/commands/default/wrongsong',
      '/chatbot/commands/default/play',
      '/chatbot/commands/default/pause',
      '/chatbot/commands/default/skip',
      '/chatbot/commands/default/srclear',
    ],
    operations: [
      'getSongQueue', 'requestSong', 'removeQueuedSong', 'getPublicSongQueue', 'listPendingSongs', 'getPlayingSong', 'getNextSong',
      'getPlayerState', 'setPlayerState', 'getSongPlaylist', 'listSongHistory', 'getSongRequestSettings',
      'getPublicSongRequestSettings', 'searchSongs', 'getPlayingSongByRoom',
    ],
  },
  {
    topic: 'counters',
    pages: ['/chatbot/counters', '/chatbot/variables/count', '/chatbot/variables/getcount', '/chatbot/commands/default/editcounter'],
    operations: ['getCounter'],
  },
  {
    topic: 'user levels',
    pages: ['/chatbot/commands/default/level'],
    operations: ['listUserLevels', 'setUserLevel', 'removeUserLevel'],
  },
  {
    topic: 'the bot in chat',
    pages: ['/chatbot/commands/default/bot', '/chatbot/troubleshooting'],
    operations: ['getBot', 'joinBot', 'partBot', 'muteBot', 'unmuteBot', 'sayAsBot', 'setBotLanguage'],
  },
  {
    topic: 'giveaways',
    pages: ['/chatbot/commands/default/giveaway', '/websockets/topics/channel-giveaway'],
    operations: [
      'listGiveaways', 'createGiveaway', 'listGiveawayHistory', 'getGiveaway', 'createGiveawayWithId', 'updateGiveaway',
      'deleteGiveaway', 'listGiveawayEntrants', 'startGiveaway', 'drawGiveawayWinner', 'completeGiveaway', 'reopenGiveaway',
      'refundGiveaway', 'closeGiveaway',
    ],
  },
  {
    topic: 'contests',
    pages: ['/chatbot/commands/default/contest', '/chatbot/commands/default/bet'],
    operations: [
      'listContests', 'createContest', 'listContestHistory', 'getContest', 'updateContest', 'deleteContest', 'startContest',
      'placeContestBet', 'listContestBets', 'drawContestWinner', 'refundContest', 'closeContest',
    ],
  },
  {
    topic: 'the loyalty store',
    pages: [
      '/chatbot/commands/default/redeem',
      '/chatbot/commands/default/items',
      '/chatbot/commands/default/openstore',
      '/chatbot/commands/default/closestore',
    ],
    operations: [
      'listStoreItems', 'createStoreItem', 'getStoreItem', 'updateStoreItem', 'deleteStoreItem', 'listRedemptions',
      'searchRedemptions', 'listMyRedemptions', 'getRedemption', 'updateRedemption', 'deleteRedemption',
    ],
  },
  {
    topic: 'activities (widget and websocket events)',
    pages: ['/websockets/topics/channel-activities', '/overlays/custom-widget-events'],
    operations: ['listActivities', 'listTopActivities', 'getActivity', 'updateActivity', 'replayActivity'],
  },
  {
    topic: 'the stream session (widget data)',
    pages: ['/websockets/topics/channel-session-update', '/overlays/custom-widget-events'],
    operations: ['getSession', 'updateSession', 'getSessionSettings', 'updateSessionSettings', 'resetSession', 'listSessionTop'],
  },
  {
    topic: 'tips',
    pages: ['/websockets/topics/channel-tips', '/websockets/topics/channel-tips-moderation', '/chatbot/commands/default/tip'],
    operations: ['listTips', 'createTip', 'listTopTippers', 'getTipLeaderboard', 'listTipsInModeration', 'getTip'],
  },
  {
    topic: 'overlays',
    pages: ['/overlays', '/websockets/topics/channel-overlay-action', '/overlays/getting-started'],
    operations: ['listOverlays', 'getOverlay', 'reloadOverlays', 'controlOverlays', 'listThemes', 'getTheme'],
  },
  {
    topic: 'chat statistics',
    pages: ['/chatbot/commands/default/chatstats', '/chatbot/commands/default/emotecount'],
    operations: ['listChatStats', 'searchChatStats', 'getChatStats', 'getChatStatsSummary', 'getEmotesPerMinute', 'getChatStatsItem'],
  },
  {
    topic: 'channel emotes',
    pages: ['/chatbot/variables/twitchemotes', '/chatbot/variables/bttvemotes', '/chatbot/variables/ffzemotes'],
    operations: ['listChannelEmotes'],
  },
  {
    topic: 'tokens and channels (websocket authentication)',
    pages: ['/websockets', '/overlays/custom-widget'],
    operations: ['getMyChannel'],
  },
];
