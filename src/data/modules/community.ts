import type {ChatModule} from './types';

/** Modules a moderator runs with the whole chat: raffles, a queue, a vote. */

export const raffle: ChatModule = {
  slug: 'raffle',
  name: 'Raffle',
  adds: 'Raffles for loyalty points: one with several winners (!raffle) or one with a single winner (!sraffle). Viewers enter with !join.',
  commands: [
    {command: 'raffle', usage: '!raffle <amount> <duration>', level: 'moderator', does: 'Starts a raffle that draws several winners.'},
    {
      command: 'sraffle',
      usage: '!sraffle [win_points] [duration_seconds]',
      level: 'moderator',
      does: 'Starts a raffle with one entry per viewer and one winner.',
    },
    {command: 'join', usage: '!join', level: 'everyone', does: 'Enters the raffle that is running.'},
    {command: 'cancelraffle', usage: '!cancelraffle', level: 'moderator', does: 'Stops the running raffle.'},
  ],
  needs: ['Loyalty system: the prize is paid in points.'],
  settings: [
    {name: 'Prize (!raffle)', type: 'points', default: 'Required', meaning: 'The points the multi-winner raffle awards.'},
    {name: 'Duration (!raffle)', type: 'seconds', default: 'Required', meaning: 'How long entries stay open.'},
    {name: 'Prize (!sraffle)', type: 'points', default: '100', meaning: 'The points the single winner receives; 0 is allowed.'},
    {name: 'Duration (!sraffle)', type: 'seconds', default: '30', meaning: 'How long entries stay open.'},
  ],
  templates: [],
  placeholders: [],
  limits: [
    'Moderators and the levels above them start and cancel raffles; everyone can enter with !join.',
    'A !sraffle takes one entry per viewer and draws one winner.',
  ],
};

export const viewerQueue: ChatModule = {
  slug: 'viewerqueue',
  name: 'Viewer Queue',
  adds: 'A queue viewers join from chat and you pick from, for example to choose who plays with you next.',
  commands: [
    {
      command: 'queue',
      usage: '!queue join | leave | position | list',
      level: 'everyone',
      does: 'Join or leave the queue, check your place in it, or get the link to the queue page.',
    },
    {
      command: 'queue',
      usage: '!queue open | close | pause | unpause',
      level: 'moderator',
      does: 'Open or close the queue to new entries, or pause it and carry on later.',
    },
    {command: 'queue', usage: '!queue pick [random | <username>]', level: 'moderator', does: 'Pick a viewer from the queue, at random or by name.'},
    {command: 'queue', usage: '!queue remove <username>', level: 'moderator', does: 'Take a viewer out of the queue.'},
  ],
  needs: [],
  settings: [],
  templates: [],
  placeholders: [],
  limits: [
    'Viewers manage their own place; moderators and the levels above them manage the queue.',
    'Works on Twitch, YouTube, Kick and Trovo.',
  ],
};

export const votekick: ChatModule = {
  slug: 'votekick',
  name: 'Votekick',
  adds: 'A moderator starts a vote and chat decides whether a chatter is timed out.',
  commands: [
    {
      command: 'votekick',
      usage: '!votekick <username> [duration]',
      level: 'moderator',
      does: 'Starts a vote against a chatter. The optional duration, such as 90s or 3m, sets how long the vote runs.',
    },
  ],
  needs: [],
  settings: [
    {
      name: 'Voting mode',
      type: 'choice',
      default: null,
      range: 'Twitch Chat or Twitch Polls',
      meaning: 'Where votes are cast: by typing the keywords in chat, or in a native Twitch poll.',
    },
    {name: 'Minimum votes', type: 'number', default: null, range: 'At least 1', meaning: 'How many votes it takes to time the chatter out.'},
    {name: 'Voting duration', type: 'seconds', default: null, range: '10 to 1,800 seconds', meaning: 'How long the vote stays open.'},
    {
      name: 'Kick duration',
      type: 'seconds',
      default: null,
      range: '10 to 1,209,600 seconds (14 days)',
      meaning: 'How long the chatter is timed out when the vote passes.',
    },
    {name: 'Yea keyword', type: 'text', default: null, range: 'An emote works best', meaning: 'What chatters type to vote yes.'},
    {name: 'Nay keyword', type: 'text', default: null, range: 'An emote works best', meaning: 'What chatters type to vote no.'},
  ],
  templates: [],
  placeholders: [],
  limits: ['Moderators and the levels above them start a vote; everyone in chat can vote.', 'Votekick runs on Twitch.'],
};
