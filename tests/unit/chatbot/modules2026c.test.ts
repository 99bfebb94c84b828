import {describe, expect, it} from 'vitest';
import {chatAlertEvents, chatAlertUnconfirmedEvents, chatModules, moduleBySlug, modulesWithoutPage, slotDefaultEmotes} from '@site/src/data/modules';
import {platformIds, platformLabels, type Platform} from '@site/src/data/platforms';
import type {Setting} from '@site/src/data/settings';
import {shortNoteLength} from '@site/src/data/validation/fields';
import {builtTwin} from '../../support/built';
import {correction, missing, sheet2026c, unsure} from '../../support/facts2026c';

/*
 * updates-2026c.yaml for the chatbot modules: the corrections of /chatbot/modules/*, the missing
 * platforms and raffle message, and every unsure entry that names a module page, read from the data
 * and the built Markdown twins (needs `npm run build`). The no_source claims: noSource2026c.test.ts.
 */

const setting = (settings: readonly Setting[], name: string): Setting => {
  const found = settings.find((s) => s.name === name);
  if (!found) throw new Error(`no setting "${name}" in ${settings.map((s) => s.name).join(', ')}`);
  return found;
};

/** Everything a module says is not confirmed: its own lines and its settings' notes. */
const notes = (slug: string): string[] => {
  const mod = moduleBySlug(slug);
  return [...(mod.unconfirmed ?? []), ...mod.settings.flatMap((s) => (s.unconfirmed ? [s.unconfirmed] : []))];
};

/** "works on Twitch and Kick; not on YouTube" → ['twitch', 'kick']. */
const platformsIn = (fact: string): Platform[] => {
  const works = /works on ([^;]+)/.exec(fact)?.[1] ?? '';
  return platformIds.filter((id) => works.includes(platformLabels[id]));
};

describe('/chatbot/modules/slotmachine (corrections)', () => {
  const fact = correction('/chatbot/modules/slotmachine', 'return_amount_default');
  const slots = moduleBySlug('slotmachine');

  it('publishes no Return amount default; 100 % is fair odds and lower loses points over time', () => {
    expect(fact.fact).toMatch(/no default is published/);
    const returnAmount = setting(slots.settings, 'Return amount');
    expect(returnAmount.default).toBeNull();
    expect(returnAmount.meaning).toMatch(/At 100 % the game pays fair odds; below it, players lose points over time/);
  });

  it('says the odds with the default emotes without calling 100 a default', () => {
    expect(slots.odds).toContain(`wins 1 time in ${slotDefaultEmotes.length ** 2}`);
    expect(slots.odds).toMatch(/at a Return amount of 100 % it pays/);
    expect(builtTwin('/chatbot/modules/slotmachine')).toMatch(/No default Return amount is published/);
  });

  it('bet forms and {pointsname} (unsure slots_bet_forms, slots_message_placeholders): certain facts plain, readings in one line each', () => {
    const bets = unsure('slots_bet_forms');
    expect(bets.certain).toMatch(/minimum/);
    expect(slots.limits.join(' ')).toMatch(/must meet Minimum points/);
    expect(slots.limits.join(' ')).not.toMatch(/%|\b\d+k\b/);
    expect(notes('slotmachine').join(' ')).toMatch(/50%, 5k or 1m.*whole number/);
    const placeholders = unsure('slots_message_placeholders');
    expect(slots.placeholders.map((p) => p.token).sort()).toEqual([...(placeholders.certain as string[])].sort());
    expect(notes('slotmachine').join(' ')).toMatch(/\{pointsname\} in the win and lose messages/);
  });
});

describe('/chatbot/modules/votekick (corrections ranges, unsure votekick_keywords_and_threshold)', () => {
  const votekick = moduleBySlug('votekick');

  it('publishes only the voting time’s range, 10 seconds to 30 minutes', () => {
    expect(correction('/chatbot/modules/votekick', 'ranges').fact).toMatch(/only published range is the voting time/);
    expect(votekick.settings.filter((s) => /\d/.test(s.range ?? '')).map((s) => s.name)).toEqual(['Voting duration']);
    expect(setting(votekick.settings, 'Voting duration').range).toMatch(/10 seconds and 30 minutes/);
  });

  it('gives both readings of the keywords, the pass rule and the duration, one line each', () => {
    expect(unsure('votekick_keywords_and_threshold').readings).toHaveLength(2);
    const lines = votekick.unconfirmed ?? [];
    expect(lines.join(' ')).toMatch(/Yea and Nay keywords.*!yes and !no/);
    expect(lines.join(' ')).toMatch(/51 % yes.*yes-vote threshold/);
    expect(lines.join(' ')).toMatch(/in seconds.*90s/);
    expect(votekick.limits.join(' ')).not.toMatch(/51 %/);
  });
});

describe('/chatbot/modules/viewerqueue (correction open_reply, unsure queue_open_mention)', () => {
  it('opens with "The <title> queue is now open!", the mention marked', () => {
    const fact = correction('/chatbot/modules/viewerqueue', 'open_reply');
    const start = String(fact.reply_start).replace('<title>', '(.+?)');
    const twin = builtTwin('/chatbot/modules/viewerqueue');
    expect(twin).toMatch(new RegExp(`Bot: ${start.replace('!', '\\!')}`));
    expect(unsure('queue_open_mention').certain).toMatch(/The <title> queue is now open!/);
    expect(notes('viewerqueue').join(' ')).toMatch(/mention of the moderator/);
  });
});

describe('missing: platforms of the emote modules, the raffle’s running message', () => {
  it.each(['emotecombo', 'emotepyramid'])('%s works on Twitch and Kick, not YouTube, and its page says so', (slug) => {
    const fact = String(missing(`/chatbot/modules/${slug}`, 'platforms').fact);
    expect(moduleBySlug(slug).platforms).toEqual(platformsIn(fact));
    expect(builtTwin(`/chatbot/modules/${slug}`)).toMatch(/\*\*Works on:\*\* Twitch and Kick; not YouTube\./);
  });

  it('raffle: a running message besides start and end; start and running take {points} and {time}, end {winner} and {points}', () => {
    const raffle = moduleBySlug('raffle');
    const template = (name: string) => raffle.templates.find((t) => t.name === name);
    expect(missing('/chatbot/modules/raffle', 'running_message').fact).toMatch(/running message/);
    for (const name of ['Start message', 'Running message']) expect(template(name)?.placeholders).toEqual(['{points}', '{time}']);
    expect(template('End message')?.placeholders).toEqual(['{winner}', '{points}']);
    expect(template('Running message')?.sentWhen).toMatch(/not published/);
    expect(raffle.placeholders.find((p) => p.token === '{points}')?.meaning).toMatch(/each winner/);
  });
});

/** The unsure entries (audit section C and others) that name a module page, with the slug the site uses. */
const moduleUnsure: Record<string, string[]> = {
  bingo_points: ['emote-bingo'],
  roulette_slider: ['roulette'],
  eightball_reply_prefix: ['eightball'],
  chat_alerts_kick_kicks: ['chat-alerts'],
  ticket_max: ['giveaways'],
  contests_default_duration: ['contests'],
  spotify_in_media_requests: ['songrequest'],
  slots_bet_forms: ['slotmachine'],
  slots_message_placeholders: ['slotmachine'],
  queue_open_mention: ['viewerqueue'],
  votekick_keywords_and_threshold: ['votekick'],
};

describe('unsure entries on module pages: a short marked line each', () => {
  it('maps every unsure entry that names a module route', () => {
    const named = Object.entries(sheet2026c.unsure)
      .filter(([, entry]) => (entry.routes ?? []).some((route) => route.startsWith('/chatbot/modules')))
      .map(([key]) => key);
    expect(named.sort()).toEqual(Object.keys(moduleUnsure).filter((key) => named.includes(key)).sort());
  });

  it.each(Object.entries(moduleUnsure))('%s is marked on its module page', (_key, slugs) => {
    for (const slug of slugs) {
      expect(notes(slug).length, slug).toBeGreaterThan(0);
      for (const note of notes(slug)) expect(note.length <= shortNoteLength && !note.includes('\n'), note).toBe(true);
      expect(builtTwin(`/chatbot/modules/${slug}`)).toMatch(/Not confirmed/);
    }
  });

  it('chat alerts: KICKs stay listed for Kick, marked as not confirmed in the table', () => {
    expect(chatAlertEvents.kick).toContain('KICKs');
    expect(chatAlertUnconfirmedEvents.kick).toEqual(['KICKs']);
    expect(setting(moduleBySlug('chat-alerts').settings, 'Event type').range).toMatch(/Kick: follows, subscriptions, tips, kicks \(not confirmed\)/);
  });

  it('contests: no default duration stated plainly; giveaways: !ticket max not stated plainly', () => {
    expect(setting(moduleBySlug('contests').settings, 'Duration').default).toBeNull();
    expect(moduleBySlug('giveaways').limits.join(' ')).not.toMatch(/\bmax\b/);
  });
});

describe('optional module pages (new_pages.dedicated_pages_optional)', () => {
  it('giveaways, contests and song requests are modules with pages; the Fourthwall giveaway stays an index row', () => {
    expect(chatModules.map((m) => m.slug)).toEqual(expect.arrayContaining(['giveaways', 'contests', 'songrequest']));
    expect(chatModules.map((m) => m.slug)).not.toContain('fourthwall');
    expect(modulesWithoutPage.map((m) => m.name)).toEqual([expect.stringMatching(/Fourthwall/)]);
  });

  it('the song request module says what a request can be (missing C9) and that it works on Twitch', () => {
    const limits = moduleBySlug('songrequest').limits.join(' ');
    expect(limits).toMatch(/YouTube video link, a YouTube video id, a YouTube playlist link \(only with Playlist requests on\), or search words, which take the first YouTube result/);
    expect(limits).toMatch(/Works on Twitch, like !songrequest/);
  });

  it('the contests module gives the stake forms and one bet per viewer (missing C10)', () => {
    const limits = moduleBySlug('contests').limits.join(' ');
    expect(limits).toMatch(/\(5k\).*\(25%\) or all.*between Minimum bet and Maximum bet/);
    expect(limits).toMatch(/first !bet fixes both the option and the amount/);
  });
});
