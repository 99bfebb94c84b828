import type {ChatModule} from './types';
import {runsWhereCommandDoes} from './shared';

/** Modules a moderator runs with the whole chat: raffles, a queue, a vote. */

/** How many viewers a !raffle draws, by how many entered (updates-2026b). */
export const raffleWinnerBrackets: readonly {entrants: string; winners: string}[] = [
  {entrants: '1', winners: 'that viewer'},
  {entrants: '2 to 10', winners: 'half of them, rounded down'},
  {entrants: '11 to 20', winners: '1 in 4'},
  {entrants: '21 to 50', winners: '1 in 5'},
  {entrants: '51 to 200', winners: '1 in 8'},
  {entrants: 'over 200', winners: '1 in 20'},
];

export const raffle: ChatModule = {
  slug: 'raffle',
  name: 'Raffle',
  adds: 'Raffles for loyalty points: one with several winners (!raffle) or one with a single winner (!sraffle). Viewers enter with !join (Twitch only).',
  commands: [
    {command: 'raffle', usage: '!raffle [amount] [duration]', level: 'moderator', does: 'Starts a raffle that draws several winners.'},
    {
      command: 'sraffle',
      usage: '!sraffle [win_points] [duration_seconds]',
      level: 'moderator',
      does: 'Starts a raffle with one entry per viewer and one winner.',
    },
    {command: 'join', usage: '!join', level: 'everyone', does: 'Enters the raffle that is running, free of charge. Twitch only.'},
    {command: 'cancelraffle', usage: '!cancelraffle', level: 'moderator', does: 'Stops the running raffle.'},
  ],
  needs: ['Loyalty system: the prize is paid in points.'],
  settings: [
    {
      name: 'Duration',
      type: 'seconds',
      default: null,
      range: 'At least 5 seconds',
      meaning: 'How long entries stay open when the command that starts the raffle gives no duration. Both kinds of raffle use it.',
    },
    {
      name: 'Max amount',
      type: 'points',
      default: null,
      range: 'Never above 1,000,000 points',
      meaning: 'The largest prize a !raffle or !sraffle may offer; a bigger amount is capped to it.',
    },
    {
      name: 'Prize (!raffle)',
      type: 'argument',
      default: '5000',
      range: 'A number, or thousands with k and millions with m; % and all are not accepted',
      meaning: 'The points the multi-winner raffle awards, split evenly among its winners.',
    },
    {name: 'Duration (!raffle)', type: 'argument', default: 'Duration', range: 'At least 5 seconds', meaning: 'How long this raffle’s entries stay open, in seconds.'},
    {name: 'Prize (!sraffle)', type: 'argument', default: '1000', meaning: 'The points the single winner receives; 0 is allowed.'},
    {name: 'Duration (!sraffle)', type: 'argument', default: 'Duration', range: 'At least 5 seconds', meaning: 'How long this raffle’s entries stay open, in seconds.'},
  ],
  templates: [
    {name: 'Start message', sentWhen: 'A raffle starts.', placeholders: ['{points}', '{time}']},
    {name: 'Running message', sentWhen: 'While a raffle is open; when exactly it is sent is not published.', placeholders: ['{points}', '{time}']},
    {name: 'End message', sentWhen: 'A raffle ends and the winners are drawn.', placeholders: ['{winner}', '{points}']},
  ],
  placeholders: [
    {token: '{points}', meaning: 'In the start and running messages, the prize; in the end message, the points paid to each winner.'},
    {token: '{time}', meaning: 'How long entries stay open.'},
    {token: '{winner}', meaning: 'Who won: one name, or the names of every winner.'},
  ],
  limits: [
    'Moderators and the levels above them start and cancel raffles; everyone can enter with !join, which is free.',
    '!join works on Twitch only, takes one entry per viewer, and does nothing when no raffle is running.',
    'The prize of a !raffle is split evenly among its winners; the more viewers enter, the more winners are drawn (see the table of winners below).',
    'Each viewer can win once per raffle.',
    'A !sraffle draws one winner.',
  ],
  payout: 'The pot is split evenly among the winners.',
};

export const viewerQueue: ChatModule = {
  slug: 'viewerqueue',
  name: 'Viewer Queue',
  adds: 'A queue viewers join from chat and you pick from, for example to choose who plays with you next.',
  commands: [
    {
      command: 'queue',
      usage: '!queue join | position | list',
      level: 'everyone',
      does: 'Join the queue, check your place in it, or list who is waiting (the queue’s title, up to 5 names and how many more wait).',
    },
    {
      command: 'queue',
      usage: '!queue open <title> | close | pause | unpause',
      level: 'moderator',
      does: 'Open the queue under a title, close it to new entries, or pause it and carry on later.',
    },
    {command: 'queue', usage: '!queue pick random | <username>', level: 'moderator', does: 'Pick a viewer from the queue, at random or by name.'},
    {command: 'queue', usage: '!queue remove <username>', level: 'moderator', does: 'Take a viewer out of the queue.'},
  ],
  needs: [],
  settings: [
    {name: 'Enabled', type: 'switch', default: null, meaning: 'Switches the viewer queue and its !queue command on or off.'},
    {
      name: 'Start message',
      type: 'template',
      default: null,
      meaning: 'What the bot posts in chat when a moderator opens the queue: the queue’s title in a line such as “The Squad games queue is now open!”, then how to join.',
    },
  ],
  templates: [],
  placeholders: [],
  limits: [
    'Viewers manage their own place; moderators and the levels above them manage the queue.',
    'There is no leave, clear or next subcommand: a moderator takes viewers out with remove, or picks them with pick.',
    'open needs a title, and pick needs random or a username.',
    runsWhereCommandDoes('queue'),
  ],
  unconfirmed: ['Whether the open line starts with a mention of the moderator (the !queue page) or straight with The (the module page) differs; the title and the join hint are the same.'],
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
      does: 'Starts a vote against a chatter. The optional duration sets how long the vote runs; how to write it is not confirmed (see below).',
    },
  ],
  needs: [],
  settings: [
    {
      name: 'Voting mode',
      type: 'choice',
      default: null,
      range: 'Twitch Chat, or Twitch Polls (affiliates and partners only)',
      meaning: 'Where votes are cast: by typing the keywords in chat, or in a native Twitch poll, which Twitch offers only to affiliates and partners.',
    },
    {name: 'Minimum votes', type: 'number', default: null, meaning: 'How many votes must be cast for the vote to count.'},
    {name: 'Voting duration', type: 'seconds', default: null, range: 'Held between 10 seconds and 30 minutes (1,800 seconds)', meaning: 'How long the vote stays open.'},
    {name: 'Kick duration', type: 'seconds', default: null, meaning: 'How long the chatter is timed out when the vote passes.'},
    {name: 'Yea keyword', type: 'text', default: null, range: 'An emote works best', meaning: 'What chatters type to vote yes.'},
    {name: 'Nay keyword', type: 'text', default: null, range: 'An emote works best', meaning: 'What chatters type to vote no.'},
  ],
  templates: [],
  placeholders: [],
  limits: ['Moderators and the levels above them start a vote; everyone in chat can vote.', 'A vote that does not pass times nobody out.', runsWhereCommandDoes('votekick')],
  unconfirmed: [
    'How chat votes: with your Yea and Nay keywords (module page) or with !yes and !no (!votekick page). Tell chat which before a vote.',
    'When a vote passes: at Minimum votes with at least 51 % yes (module page), or at a yes-vote threshold you set (!votekick page). Check your dashboard.',
    'How a duration is typed: in seconds (module page), or with s, m or h such as 90s (!votekick page). Try one before a vote that matters.',
  ],
};
