import type {Guide} from './types';

/**
 * The community lookup service the guide asks (Blocklist Buddy: run by a community member, not by
 * the chatbot's maker). Its address in two parts: the page, and the query the bot fills in.
 */
export const knownBotLookup = {
  name: 'Blocklist Buddy',
  base: 'https://zoeballz.uk/_Blocklist_Buddy/known_bot.php',
  query: '?user=${sender}&bot=${1}&channel=${channel}',
  lists: ['CommanderRoot', 'TwitchInsights'],
} as const;

const guide: Guide = {
  slug: 'bot-detection',
  title: 'Check whether a user is a known bot',
  outcome: 'A command that asks a community-run lookup whether a username is on a list of known bots.',
  platforms: ['twitch'],
  commands: {
    check: {
      name: 'botcheck',
      userLevel: 'moderator',
      reply: `\${customapi ${knownBotLookup.base}${knownBotLookup.query}}`,
    },
  },
};

export default guide;
