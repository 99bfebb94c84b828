import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {chatAlertEvents, chatAlertEventTypes, chatModules, moduleBySlug, modulesWithoutPage, raffleWinnerBrackets, slotDefaultEmotes, slotPayout} from '@site/src/data/modules';
import {commonFilterSettings, filterBySlug, filterPenalties, filtersOverview, probationTimeout, spamFilters} from '@site/src/data/filters';
import {timerFields} from '@site/src/data/timers';
import type {Setting} from '@site/src/data/settings';
import {repoRoot} from './helpers';

/** spec/facts/updates-2026.yaml, the newest facts sheet; it wins over the older ones. */
const updates = yaml.load(readFileSync(path.join(repoRoot, 'spec/facts/updates-2026.yaml'), 'utf8')) as {
  modules: Record<string, Record<string, unknown>>;
  filters: {overview: Record<string, string>; newer_filters: Record<string, {defaults?: Record<string, number | string>; unsure?: boolean}>};
  timers: string[];
};

const setting = (settings: readonly Setting[], name: string): Setting => {
  const found = settings.find((s) => s.name === name);
  if (!found) throw new Error(`no setting "${name}" in ${settings.map((s) => s.name).join(', ')}`);
  return found;
};

describe('filters: every timeout has a unit', () => {
  it('is seconds in the facts, the unit the filter schema requires of every length of time (src/data/filters/schema.ts)', () => {
    expect(updates.filters.overview.timeout_unit).toBe('seconds');
  });

  it('covers a timeout on every filter (banned words: the filter-wide one its groups override)', () => {
    const withTimeout = spamFilters.filter((f) => f.settings.some((s) => s.name === 'Timeout duration'));
    expect(withTimeout.map((f) => f.slug)).toEqual(spamFilters.map((f) => f.slug));
  });
});

describe('filters: 2026 overview', () => {
  it('has the four protection levels and the four penalties, warn on Twitch only', () => {
    expect(filtersOverview.protectionLevels).toEqual(['off', 'minimum', 'medium', 'maximum']);
    expect(filterPenalties.map((p) => p.id)).toEqual(['ban', 'timeout', 'warn-and-delete', 'delete']);
    expect(filterPenalties.find((p) => p.id === 'warn-and-delete')?.platforms).toEqual(['twitch']);
    expect(filterPenalties.filter((p) => p.platforms).map((p) => p.id)).toEqual(['warn-and-delete']);
    expect(updates.filters.overview.several_match).toContain('ban > timeout > warn > delete');
    expect(filtersOverview.severityRule).toMatch(/harshest penalty wins/);
    expect(filtersOverview.severityRule).toMatch(/longer one wins/);
  });

  it('the shared settings offer the four penalties and the exclusions, in words; the protection slider is page-wide (2026b)', () => {
    const shared = commonFilterSettings('spam');
    expect(shared.some((s) => s.name === 'Protection')).toBe(false);
    expect(filtersOverview.protection).toMatch(/off, minimum, medium and maximum/);
    expect(setting(shared, 'Penalty').range).toBe('Ban, timeout, warn and delete (Twitch only) or delete');
    expect(setting(shared, 'Excluded user groups').range).toBe('Regulars, subscribers, VIPs or no one');
    expect(setting(shared, 'Timeout duration').type).toBe('seconds');
  });

  it('probation multiplies the base timeout by the multiplier and the violations', () => {
    expect(probationTimeout(60, 2, 3)).toBe(360);
    expect(filtersOverview.probation.appliesTo).toBe('timeout');
  });

  it('links: wildcards, double timeout for the block list, 0 only deletes', () => {
    const links = filterBySlug('links');
    expect(setting(links.settings, 'Allowlist').range).toMatch(/\* as a wildcard.*ignoring case/);
    expect(setting(links.settings, 'Blocklist').range).toMatch(/\* as a wildcard.*ignoring case/);
    expect(links.penalties).toContain('A link on the Blocklist gets double the Timeout duration.');
    expect(links.penalties).toContain('With a Timeout duration of 0, the message is only deleted.');
    expect(setting(links.settings, 'Permit duration').unconfirmed).toBeTruthy();
  });

  it('symbol: the minimum amount is the minimum message length', () => {
    expect(setting(filterBySlug('symbol').settings, 'Minimum amount').meaning).toMatch(/shortest message/);
    expect(setting(filterBySlug('symbol').settings, 'Maximum percent').meaning).toMatch(/Spaces count/);
  });

  // updates-2026c supersedes the banned-words readings and the newer filters' defaults: see facts2026c.test.ts.
  it('has every newer filter the sheet lists, each with a page of its own now', () => {
    for (const id of Object.keys(updates.filters.newer_filters)) expect(() => filterBySlug(id), id).not.toThrow();
    const language = filterBySlug('language');
    expect(language.settings.find((s) => /confidence/.test(s.name))?.default).toBe('40');
    expect(language.whatCounts).toMatch(/75 languages/);
  });
});

describe('timers: 2026', () => {
  it('has an online interval in minutes and no offline interval', () => {
    expect(setting(timerFields, 'Online interval').type).toBe('minutes');
    expect(timerFields.filter((f) => /offline/i.test(f.name))).toEqual([]);
    expect(updates.timers.join(' ')).toMatch(/no longer describe an offline interval/);
  });
});

describe('modules: 2026 rules', () => {
  it('roulette pays even money, its slider is the chance to win, defaults 1 / 60 / 0', () => {
    const roulette = moduleBySlug('roulette');
    expect(roulette.payout).toMatch(/^Even money/);
    expect(setting(roulette.settings, 'Win chance').range).toBe('0 % (every spin loses) to 100 % (every spin wins)');
    const defaults = updates.modules.roulette?.defaults as Record<string, number>;
    expect(setting(roulette.settings, 'Minimum amount').default).toBe(String(defaults.minimum));
    expect(setting(roulette.settings, 'User cooldown').default).toBe(String(defaults.user_cooldown_s));
    expect(setting(roulette.settings, 'Global cooldown').default).toBe(String(defaults.global_cooldown_s));
  });

  it('slot machine: the payout formula gives 25× with the five default emotes; the user cooldown is 10 s (2026b), the global one unconfirmed', () => {
    const slots = moduleBySlug('slotmachine');
    expect([...slotDefaultEmotes]).toEqual(updates.modules.slotmachine?.default_emotes);
    expect(slotPayout(150, slotDefaultEmotes.length, 100)).toBe(3750);
    expect(slotPayout(100, 5, 50)).toBe(1250);
    expect(slots.odds).toMatch(/^With the 5 default emotes a pull wins 1 time in 25; at a Return amount of 100 % it pays 25× the bet/);
    expect(slots.placeholders.map((p) => p.token).sort()).toEqual([...(updates.modules.slotmachine?.message_placeholders as string[])].sort());
    expect(setting(slots.settings, 'User cooldown')).toMatchObject({default: '10'});
    expect(setting(slots.settings, 'User cooldown').unconfirmed).toBeUndefined();
    expect(setting(slots.settings, 'Global cooldown').default).toBeNull();
    expect(setting(slots.settings, 'Global cooldown').unconfirmed).toBeTruthy();
  });

  it('raffle: pot split, caps and placeholders', () => {
    const raffle = moduleBySlug('raffle');
    expect(raffle.payout).toMatch(/split evenly among the winners/);
    expect(setting(raffle.settings, 'Max amount').range).toMatch(/1,000,000/);
    expect(setting(raffle.settings, 'Duration').range).toBe('At least 5 seconds');
    expect(setting(raffle.settings, 'Prize (!raffle)').default).toBe('5000');
    expect(setting(raffle.settings, 'Prize (!sraffle)').default).toBe('1000');
    const placeholders = updates.modules.raffle?.message_placeholders as {start: string[]; end: string[]};
    expect(raffle.templates.find((t) => t.name === 'Start message')?.placeholders).toEqual(placeholders.start);
    expect(raffle.templates.find((t) => t.name === 'End message')?.placeholders).toEqual(placeholders.end);
  });

  it('duel: the points-won message takes the names too; challenges expire after 2 minutes', () => {
    const duel = moduleBySlug('duel');
    expect(duel.templates.find((t) => t.name === 'Points won message')?.placeholders).toEqual(['{winner}', '{loser}', '{points}', '{pointsname}']);
    expect(duel.limits.join(' ')).toMatch(/2 minutes.*expires/);
    expect(setting(duel.settings, 'Stake (!duel)').default).toBe('0');
  });

  it('votekick: the 51 % rule is one of two readings now (updates-2026c unsure votekick_keywords_and_threshold)', () => {
    expect(moduleBySlug('votekick').unconfirmed?.join(' ')).toMatch(/Minimum votes with at least 51 % yes \(module page\)/);
  });

  it('emote bingo: half the maximum without points, 4000 by default, capped at 1,000,000', () => {
    const bingo = moduleBySlug('emote-bingo');
    expect(setting(bingo.settings, 'Maximum points')).toMatchObject({default: '4000', range: 'Up to 1,000,000 points'});
    expect(bingo.commands.map((c) => c.usage)).toContain('!bingo cancel | end | stop | exit');
  });

  it('viewer queue has its two documented settings and no leave, clear or next', () => {
    const queue = moduleBySlug('viewerqueue');
    expect(queue.settings.map((s) => s.name)).toEqual(['Enabled', 'Start message']);
    expect(queue.commands.map((c) => c.usage).join(' ')).not.toMatch(/leave|clear|next/);
  });

  it('chat alerts cover ad breaks, hype trains and polls, and no charity donations (2026b: no source lists them)', () => {
    expect(chatAlertEventTypes).toEqual(expect.arrayContaining(['Ad breaks', 'Hype trains', 'Polls']));
    expect(chatAlertEventTypes.join(' ')).not.toMatch(/charity/i);
    expect(setting(moduleBySlug('chat-alerts').settings, 'Event type').range).toContain('ad breaks');
  });

  it('gives giveaways, contests and song requests pages of their own, lists the Fourthwall merch giveaway on the index, with the contest payout', () => {
    expect(['giveaways', 'contests', 'songrequest'].map((slug) => moduleBySlug(slug).name)).toEqual(['Giveaways', 'Contests', 'Song requests']);
    expect(modulesWithoutPage.map((m) => m.name)).toEqual(['Merch giveaways (Fourthwall)']);
    expect(moduleBySlug('contests').payout).toMatch(/whole pool ÷ pool of the winning option/);
    const giveawaySettings = updates.modules.giveaways?.settings as string[];
    expect(moduleBySlug('giveaways').settings).toHaveLength(giveawaySettings.length + 1);
    expect(setting(moduleBySlug('giveaways').settings, 'Chat confirmation').default).toBe('Off');
    expect(setting(moduleBySlug('contests').settings, 'Bet confirmation').default).toBe('On');
    expect(setting(moduleBySlug('songrequest').settings, 'Exempt level').default).toBe('Moderator');
  });

  it('no module mentions Trovo', () => {
    expect(JSON.stringify([chatModules, modulesWithoutPage])).not.toMatch(/trovo/i);
  });
});

/** spec/facts/updates-2026b.yaml: it wins over the sheet above where both speak. */
const newer = yaml.load(readFileSync(path.join(repoRoot, 'spec/facts/updates-2026b.yaml'), 'utf8')) as {
  modules: Record<string, Record<string, unknown>>;
  timers: string[];
};

describe('modules, filters and timers: updates-2026b', () => {
  it('chat alerts: the events per platform, the tiers, the delay and the event placeholders', () => {
    const events = newer.modules['chat-alerts']?.events as Record<string, string[]>;
    for (const [platform, list] of Object.entries(events))
      expect(chatAlertEvents[platform as keyof typeof chatAlertEvents].map((e) => e.toLowerCase()), platform).toEqual(list.map((e) => e.toLowerCase()));
    const alerts = moduleBySlug('chat-alerts');
    expect(setting(alerts.settings, 'Delay').type).toBe('seconds');
    expect(alerts.placeholders.map((p) => p.token)).toEqual(expect.arrayContaining(newer.modules['chat-alerts']?.placeholders as string[]));
    const twitch = newer.modules['chat-alerts']?.twitch_event_placeholders as Record<string, string>;
    const tokens = new Set(alerts.templates.flatMap((t) => t.placeholders));
    for (const line of Object.values(twitch)) for (const token of line.match(/\{[a-z_]+\}/g) ?? []) expect(tokens, token).toContain(token);
  });

  it('emote combo and pyramid: defaults, tiered messages and placeholders', () => {
    const combo = moduleBySlug('emotecombo');
    const settings = newer.modules.emotecombo?.settings as {minimum_combo: number; cooldown_s: number};
    expect(setting(combo.settings, 'Minimum combo').default).toBe(String(settings.minimum_combo));
    expect(setting(combo.settings, 'Cooldown').default).toBe(String(settings.cooldown_s));
    expect(combo.placeholders.map((p) => p.token)).toEqual(['{user}', '{count}', '{emote}']);
    expect(moduleBySlug('emotepyramid').placeholders.map((p) => p.token)).toEqual(['{user}', '{width}', '{emote}']);
  });

  it('8ball: 10 s per user and 3 s global; live announcement: three announcements', () => {
    const eightball = moduleBySlug('eightball');
    expect(setting(eightball.settings, 'User cooldown').default).toBe('10');
    expect(setting(eightball.settings, 'Global cooldown').default).toBe('3');
    expect(moduleBySlug('liveannouncement').templates.map((t) => t.name)).toEqual(['Stream start', 'Title change', 'Game change']);
  });

  it('raffle: the winner brackets and the cap on both raffles', () => {
    expect(raffleWinnerBrackets.map((b) => b.entrants)).toEqual(['1', '2 to 10', '11 to 20', '21 to 50', '51 to 200', 'over 200']);
    expect(setting(moduleBySlug('raffle').settings, 'Max amount').meaning).toMatch(/!raffle or !sraffle/);
  });

  it('filters: every filter leaves the owner and platform staff alone; the symbol filter says what counts', () => {
    for (const filter of spamFilters) expect(filter.exemptions.join(' '), filter.slug).toMatch(/channel owner.*staff/);
    expect(filterBySlug('symbol').whatCounts).toMatch(/emoji/);
    expect(commonFilterSettings('spam').map((s) => s.name)).toEqual(expect.arrayContaining(['Custom message', 'Announcement', 'Announcement cooldown']));
  });

  it('timers: several messages are posted in turn', () => {
    expect(newer.timers[0]).toMatch(/in turn/);
    expect(setting(timerFields, 'Messages').meaning).toMatch(/in turn/);
  });
});
