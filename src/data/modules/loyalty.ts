import {site} from '../../site';
import type {ChatModule} from './types';
import {runsWhereCommandDoes} from './shared';

/**
 * Modules viewers spend loyalty points on, each run from chat by commands of its own: giveaways,
 * betting contests and song requests (updates-2026 modules; updates-2026c for the stakes, the
 * request forms and what the pages disagree on).
 */

export const giveaways: ChatModule = {
  slug: 'giveaways',
  name: 'Giveaways',
  adds: 'Giveaways viewers enter by buying tickets with loyalty points.',
  commands: [
    {command: 'giveaway', usage: '!giveaway', level: 'everyone', does: 'Shows the running giveaway’s name and the link to enter it.'},
    {command: 'ticket', usage: '!ticket [number_of_tickets]', level: 'everyone', does: 'Buys that many tickets with points; one ticket when the number is left out.'},
  ],
  needs: ['Loyalty system: tickets are bought with points.'],
  settings: [
    {name: 'Ticket cost', type: 'points', default: null, range: '0 makes tickets free', meaning: 'What one ticket costs.'},
    {name: 'Free first ticket', type: 'switch', default: null, meaning: 'Gives every viewer their first ticket without charge.'},
    {name: 'Max tickets', type: 'number', default: null, meaning: 'The most tickets one viewer may hold in a giveaway.'},
    {name: 'Subscriber luck', type: 'number', default: null, range: '1× to 10×', meaning: 'How many times more a subscriber’s tickets count in the draw.'},
    {name: 'Subscribers only', type: 'switch', default: null, meaning: 'Lets only subscribers buy tickets.'},
    {name: 'Chat confirmation', type: 'switch', default: 'Off', meaning: 'Whether the bot confirms each ticket purchase in chat.'},
  ],
  templates: [],
  placeholders: [],
  limits: [
    'Anyone in chat can check the giveaway and buy tickets.',
    'The bot stays quiet on ticket purchases unless Chat confirmation is on, so a rush of entries does not flood chat.',
    'Tickets can be refunded.',
    runsWhereCommandDoes('ticket'),
  ],
  unconfirmed: ['!ticket max: the module page has it buy as many tickets as your points and Max tickets allow, the !ticket page takes only a whole number. Type a number to be safe.'],
};

export const contests: ChatModule = {
  slug: 'contests',
  name: 'Contests',
  adds: 'Viewers bet loyalty points on the outcome of a question; those who picked the winning option share the pool.',
  commands: [
    {command: 'contest', usage: '!contest', level: 'everyone', does: 'Shows the running contest: its question, its options and the time left.'},
    {command: 'bet', usage: '!bet <option> <points>', level: 'everyone', does: 'Bets points on one option, once per contest.'},
  ],
  needs: ['Loyalty system: bets are paid in points.'],
  settings: [
    {
      name: 'Duration',
      type: 'minutes',
      default: null,
      meaning: 'How long betting stays open.',
      unconfirmed: 'One version of the module page gives a 60-minute default, the other none; check the value before you start a contest.',
    },
    {name: 'Minimum bet', type: 'points', default: null, meaning: 'The smallest stake one bet may have.'},
    {name: 'Maximum bet', type: 'points', default: null, meaning: 'The largest stake one bet may have.'},
    {name: 'Bet confirmation', type: 'switch', default: 'On', meaning: 'Whether the bot confirms each bet in chat.'},
  ],
  templates: [],
  placeholders: [],
  limits: [
    'Each viewer bets once per contest: that first !bet fixes both the option and the amount.',
    'A stake is a number (500), thousands or millions with k or m (5k), a share of the balance (25%) or all, and the amount it comes to must lie between Minimum bet and Maximum bet.',
    'A contest can be refunded instead of decided, which gives every stake back.',
    runsWhereCommandDoes('bet'),
  ],
  payout: 'A winning bet pays (whole pool ÷ pool of the winning option) × the bet.',
};

export const songRequests: ChatModule = {
  slug: 'songrequest',
  name: 'Song requests',
  adds: 'Viewers queue YouTube videos for the stream’s media player from chat; moderators run the player and the queue.',
  commands: [
    {command: 'songrequest', usage: '!songrequest <search_term_or_url>', level: 'everyone', does: 'Adds a video to the queue by link, video id, playlist link or search words.'},
    {command: 'song', usage: '!song', level: 'everyone', does: 'Shows what is playing, who asked for it and its link.'},
    {command: 'next', usage: '!next', level: 'everyone', does: 'Shows the next song in the queue.'},
    {command: 'when', usage: '!when [youtube_link_or_id]', level: 'everyone', does: 'Tells where your request sits in the queue and roughly when it plays.'},
    {command: 'wrongsong', usage: '!wrongsong', level: 'everyone', does: 'Takes back your last request.'},
    {command: 'voteskip', usage: '!voteskip', level: 'everyone', does: 'Votes to skip the song that is playing.'},
    {command: 'volume', usage: '!volume [level]', level: 'everyone', does: 'Shows the player’s volume, or sets it from 0 to 100.'},
    {command: 'songqueue', usage: '!songqueue', level: 'moderator', does: 'Posts the link to the public queue page.'},
    {command: 'skip', usage: '!skip', level: 'moderator', does: 'Skips the song that is playing.'},
    {command: 'removesong', usage: '!removesong <song_url> | <username>', level: 'moderator', does: 'Removes one song, or every song one viewer asked for.'},
    {command: 'srclear', usage: '!srclear', level: 'moderator', does: 'Empties the whole queue.'},
    {command: 'pause', usage: '!pause', level: 'moderator', does: 'Pauses the player.'},
    {command: 'play', usage: '!play', level: 'moderator', does: 'Resumes the player after !pause.'},
  ],
  needs: [],
  settings: [
    {name: 'Request cost', type: 'points', default: null, meaning: 'What one request costs in loyalty points.'},
    {name: 'Subscriber discount', type: 'number', default: null, range: 'Optional', meaning: 'Lowers the request cost for subscribers.'},
    {name: 'Exempt level', type: 'choice', default: 'Moderator', meaning: 'Viewers at this level or above request for free.'},
    {
      name: 'Queue limits',
      type: 'number',
      default: null,
      range: '0 means no limit',
      meaning: 'Caps on how long the queue gets, how long one video may be and how many requests one viewer may have waiting.',
    },
    {name: 'Playlist requests', type: 'switch', default: null, meaning: 'Whether a YouTube playlist link is accepted as a request.'},
    {name: 'Vote skip', type: 'switch', default: null, meaning: 'Lets viewers skip the playing song with !voteskip once the number of votes you set is reached.'},
  ],
  templates: [],
  placeholders: [],
  limits: [
    'A request is a YouTube video link, a YouTube video id, a YouTube playlist link (only with Playlist requests on), or search words, which take the first YouTube result.',
    'Viewers request, check, vote and take back their own requests; moderators (level 500 and up) skip, remove, clear, pause and resume.',
    `Anyone can follow the queue on its public page, \`${site.homepage}/<channel>/mediarequest\`.`,
    runsWhereCommandDoes('songrequest'),
  ],
  unconfirmed: ['Sources other than YouTube: the !songrequest and !song pages mention Spotify, the module page allows YouTube alone. Request YouTube videos to be safe.'],
};
