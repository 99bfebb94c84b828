/**
 * Keys of a widget's session data (`obj.detail.session.data` in onWidgetLoad, `obj.detail.session`
 * in onSessionUpdate), grouped by kind of event. Each key holds an object with the listed fields.
 */
import type {z} from 'zod';
import type {sessionGroupSchema, sessionKeySchema, sessionPlatforms} from './schema';

export type SessionKey = z.input<typeof sessionKeySchema>;

export type SessionPlatform = (typeof sessionPlatforms)[number];

export const sessionPlatformLabels: Record<SessionPlatform, string> = {common: 'Every platform', twitch: 'Twitch', youtube: 'YouTube', kick: 'Kick'};

export type SessionGroup = z.input<typeof sessionGroupSchema>;

/** How many events a `-recent` list (and `obj.detail.recents`) keeps: the newest this many. */
export const recentListLength = 25;

/** Where the session data sits in each window event. */
export const sessionDataPath = {onWidgetLoad: 'obj.detail.session.data', onSessionUpdate: 'obj.detail.session'} as const;

/**
 * The endings most session keys share: `<kind>-<ending>`, e.g. `follower-latest` or `tip-goal`. A reset
 * (the channel.session.reset topic) sends the whole session at once in these keys.
 */
export const sessionKeyEndings: readonly {ending: string; holds: string}[] = [
  {ending: 'latest', holds: 'the newest event of that kind'},
  {ending: 'session', holds: 'the total of this stream session'},
  {ending: 'week', holds: 'the total of this week'},
  {ending: 'month', holds: 'the total of this month'},
  {ending: 'total', holds: 'the total of all time'},
  {ending: 'count', holds: 'how many events there were'},
  {ending: 'goal', holds: 'progress towards the goal'},
];

const key = (name: string, fields: readonly string[], meaning: string): SessionKey => ({key: name, fields, meaning});

const periods = [
  ['session', 'this session'],
  ['weekly', 'this week'],
  ['monthly', 'this month'],
  ['alltime', 'of all time'],
] as const;

/** The eight leaderboard keys: biggest single gift (`donation`) and biggest giver (`donator`) per period. */
function leaders(prefix: string, gift: string): SessionKey[] {
  return [
    ...periods.map(([period, when]) => key(`${prefix}-${period}-top-donation`, ['name', 'amount'], `Biggest single ${gift} ${when}, and who sent it.`)),
    ...periods.map(([period, when]) => key(`${prefix}-${period}-top-donator`, ['name', 'amount'], `Who gave the most ${when}, with the sum of their ${gift}s.`)),
  ];
}

const total = (name: string, field: 'amount' | 'count', what: string): SessionKey => key(name, [field], what);

export const sessionGroups: readonly SessionGroup[] = [
  {
    title: 'Tips',
    platforms: ['common'],
    keys: [
      key('tip-latest', ['name', 'amount', 'message'], 'Latest tip: tipper, amount and message.'),
      ...leaders('tip', 'tip'),
      total('tip-session', 'amount', 'Sum of tips this session.'),
      total('tip-week', 'amount', 'Sum of tips this week.'),
      total('tip-month', 'amount', 'Sum of tips this month.'),
      total('tip-total', 'amount', 'Sum of all tips ever.'),
      total('tip-count', 'count', 'Number of tips.'),
      total('tip-goal', 'amount', 'Progress towards the tip goal.'),
    ],
  },
  {
    title: 'Followers',
    platforms: ['twitch'],
    keys: [
      key('follower-latest', ['name'], 'Latest follower.'),
      total('follower-session', 'count', 'Followers this session.'),
      total('follower-week', 'count', 'Followers this week.'),
      total('follower-month', 'count', 'Followers this month.'),
      total('follower-goal', 'amount', 'Progress towards the follower goal.'),
      total('follower-total', 'count', 'All followers.'),
    ],
  },
  {
    title: 'Subscribers',
    platforms: ['twitch', 'youtube', 'kick'],
    note: 'On Kick, the subscriber totals come from Kick’s own count of active subscribers, gifted subs included.',
    platformNotes: {
      youtube: 'The provider lists the subscriber keys once for every platform and does not say which of them YouTube fills; log the session data to see what your channel has.',
      kick: 'The totals come from Kick’s own count of active subscribers, gifted subs included. The provider lists the subscriber keys once for every platform and does not say which of them Kick fills; log the session data to see what your channel has.',
    },
    keys: [
      key('subscriber-latest', ['name', 'amount', 'tier', 'message', 'sender', 'gifted'], 'Latest subscription: subscriber, months, tier and message; for a gift also the gifter (`sender`) and the `gifted` flag.'),
      key('subscriber-new-latest', ['name', 'amount', 'message'], 'Latest first-time subscription.'),
      key('subscriber-resub-latest', ['name', 'amount', 'message'], 'Latest resubscription, with its months.'),
      key('subscriber-gifted-latest', ['name', 'amount'], 'Latest gifter and how many subs they gave.'),
      key('subscriber-alltime-gifter', ['name', 'amount'], 'The gifter with the most gifted subs of all time.'),
      total('subscriber-session', 'count', 'Subscriptions this session.'),
      total('subscriber-new-session', 'count', 'First-time subscriptions this session.'),
      total('subscriber-resub-session', 'count', 'Resubscriptions this session.'),
      total('subscriber-gifted-session', 'count', 'Gifted subs this session.'),
      total('subscriber-week', 'count', 'Subscriptions this week.'),
      total('subscriber-month', 'count', 'Subscriptions this month.'),
      total('subscriber-goal', 'amount', 'Progress towards the subscriber goal.'),
      total('subscriber-total', 'count', 'All subscribers.'),
      total('subscriber-points', 'amount', 'Subscriber points.'),
    ],
  },
  {
    title: 'Cheers',
    platforms: ['twitch'],
    keys: [
      key('cheer-latest', ['name', 'amount', 'message'], 'Latest cheer: cheerer, bits and message.'),
      ...leaders('cheer', 'cheer'),
      total('cheer-session', 'amount', 'Bits cheered this session.'),
      total('cheer-month', 'amount', 'Bits cheered this month.'),
      total('cheer-total', 'amount', 'Bits cheered of all time.'),
      total('cheer-count', 'count', 'Number of cheers.'),
      total('cheer-goal', 'amount', 'Progress towards the cheer goal.'),
    ],
  },
  {
    title: 'Hosts and raids',
    platforms: ['twitch'],
    keys: [
      key('host-latest', ['name', 'amount'], 'Latest host and its viewers.'),
      key('raid-latest', ['name', 'amount'], 'Latest raid and its viewers.'),
    ],
  },
  {
    title: 'Channel points and hype trains',
    platforms: ['twitch'],
    keys: [
      key('channel-points-latest', ['name', 'amount', 'message', 'redemption'], 'Latest channel points redemption.'),
      key('hypetrain-latest', ['amount', 'active', 'level', 'levelChanged', 'name', 'type'], 'Latest hype train contribution and the train’s state.'),
      total('hypetrain-level-goal', 'amount', 'Amount needed to finish the current level.'),
      key('hypetrain-level-progress', ['amount', 'percent'], 'Progress through the current level.'),
      total('hypetrain-total', 'amount', 'Total of the hype train.'),
      key('hypetrain-latest-top-contributors', [], 'Top contributors of the latest hype train.'),
    ],
  },
  {
    title: 'Charity donations',
    platforms: ['twitch'],
    keys: [key('charityCampaignDonation-latest', ['name', 'amount'], 'Latest charity donation.'), ...leaders('charityCampaignDonation', 'charity donation')],
  },
  {
    title: 'Bits purchases',
    platforms: ['twitch'],
    keys: [key('cheerPurchase-latest', ['name', 'amount'], 'Latest bits purchase.'), ...leaders('cheerPurchase', 'bits purchase')],
  },
  {
    title: 'Merch and store purchases',
    platforms: ['common'],
    keys: [
      key('merch-latest', ['name', 'amount', 'items'], 'Latest merch order; `items` lists the products, each with `name`, `quantity` and `_id`.'),
      total('merch-goal-items', 'amount', 'Progress towards the merch items goal.'),
      total('merch-goal-orders', 'amount', 'Progress towards the merch orders goal.'),
      total('merch-goal-total', 'amount', 'Progress towards the merch total goal.'),
      key('purchase-latest', ['name', 'amount', 'avatar', 'message', 'items'], 'Latest purchase; `items` lists the products, each with `name`, `image`, `price`, `quantity` and `_id`.'),
    ],
  },
  {
    title: 'Sponsors',
    platforms: ['youtube'],
    note: 'YouTube members use the `sponsor-` keys: sponsor is the old name for a channel member.',
    keys: [
      key('sponsor-latest', ['name', 'amount'], 'Latest sponsor.'),
      key('sponsor-gifted-latest', ['name', 'amount', 'tier', 'message', 'sender'], 'Latest gifted sponsorship: recipient, amount, tier, message and gifter (`sender`).'),
      key('sponsor-recent', [], 'Recent sponsor events, each shaped like `sponsor-latest`.'),
      total('sponsor-session', 'count', 'Sponsors this session.'),
      total('sponsor-week', 'count', 'Sponsors this week.'),
      total('sponsor-month', 'count', 'Sponsors this month.'),
      total('sponsor-total', 'count', 'All sponsors.'),
      total('sponsor-goal', 'amount', 'Progress towards the sponsor goal.'),
    ],
  },
  {
    title: 'Super Chats',
    platforms: ['youtube'],
    note: 'YouTube super stickers count as Super Chats in these keys. YouTube Jewels are an event type of their own.',
    keys: [
      key('superchat-latest', ['name', 'amount'], 'Latest Super Chat.'),
      key('superchat-recent', [], 'Recent Super Chats, each shaped like `superchat-latest`.'),
      ...leaders('superchat', 'Super Chat'),
      total('superchat-session', 'count', 'Super Chats this session.'),
      total('superchat-week', 'count', 'Super Chats this week.'),
      total('superchat-month', 'count', 'Super Chats this month.'),
      total('superchat-total', 'count', 'All Super Chats.'),
      total('superchat-count', 'count', 'Number of Super Chats.'),
      total('superchat-goal', 'amount', 'Progress towards the Super Chat goal.'),
    ],
  },
  {
    title: 'KICKs (Kick)',
    platforms: ['kick'],
    note: 'Every KICKs key starts with `kicks-`, like the keys of the other kinds; the provider names `kicks-latest` and the `kicks-*` family without listing each total and goal.',
    keys: [key('kicks-latest', ['name', 'amount'], 'Latest KICKs sent on Kick: who sent them and how many.')],
  },
];

/** `data["<kind>-recent"]` lists: the latest events of one kind. */
export const recentLists: readonly string[] = [
  'follower', 'subscriber', 'host', 'raid', 'cheer', 'tip', 'merch', 'charityCampaignDonation', 'cheerPurchase', 'superchat',
].map((kind) => `${kind}-recent`);

/** Fields of one entry in a `-recent` list; `extra` depends on the kind. */
export const recentEntryFields: readonly {field: string; meaning: string}[] = [
  {field: 'name', meaning: 'Who triggered the event.'},
  {field: 'createdAt', meaning: 'When it happened (ISO 8601 timestamp).'},
  {field: 'type', meaning: 'Kind of event, e.g. `follower`, `subscriber`, `host`, `raid`, `cheer` or `tip`.'},
  {field: '$hashKey', meaning: 'A unique ID for the entry.'},
  {field: 'amount', meaning: 'Subscriptions: months. Hosts and raids: viewers. Cheers: bits. Tips: the tip amount.'},
  {field: 'tier', meaning: 'Subscriptions only: the tier, as `1000`, `2000` or `3000`.'},
];
