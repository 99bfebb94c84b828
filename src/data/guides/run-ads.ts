import type {Guide} from './types';

/** The ad lengths, in seconds, that Twitch's /commercial action accepts. */
export const adLengthsSeconds = [30, 60, 90, 120, 150, 180] as const;

/** The chat action that starts an ad break; the length follows it. */
export const commercialAction = '/commercial';

/** Twitch's page where a streamer gives an account the Editor role, which the bot needs to start ads. */
export const twitchRolesUrl = 'https://dashboard.twitch.tv/community/roles';

/** The guide's timer: an ad of this length every so many live minutes. */
export const adTimer = {lengthSeconds: 60, intervalMinutes: 20} as const;

const guide: Guide = {
  slug: 'run-ads',
  title: 'Run ads with the chatbot',
  outcome: 'Ad breaks that start on a schedule from a timer, or when a moderator asks for one.',
  platforms: ['twitch'],
  commands: {
    onDemand: {
      name: 'adbreak',
      userLevel: 'moderator',
      reply: `${commercialAction} ${adLengthsSeconds[0]}`,
    },
  },
};

export default guide;
