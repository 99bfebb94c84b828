import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {twinPath} from '../../../src/shared/twinPaths';
import quoteCommand from '@site/src/data/commands/entries/quote';
import {guidePath, guides} from '@site/src/data/guides';
import botDetection, {knownBotLookup} from '@site/src/data/guides/bot-detection';
import countdown, {dailyStartUtc, oneTimeMoment} from '@site/src/data/guides/countdown-command';
import deathCounter, {deathCounter as counterName} from '@site/src/data/guides/death-counter';
import lurk from '@site/src/data/guides/lurk-command';
import runAds, {adLengthsSeconds, commercialAction, twitchRolesUrl} from '@site/src/data/guides/run-ads';
import {userLevelSources} from '@site/src/data/userLevelSources';
import {userLevel, userLevels} from '@site/src/data/userLevels';
import {toMainSpelling} from '@site/src/data/variables';
import {site} from '@site/src/site';
import {buildDir} from '../../support/routes';
import {newPage, sheet2026c} from './newPages';

/*
 * The facts of the new chatbot pages (updates-2026c new_pages) that a reader would be misled by if
 * they were wrong, read from the built Markdown twins (what the page says, in words) and checked
 * against the facts sheet and the data the pages are generated from. Needs `npm run build`.
 */

const twin = (route: string) => readFileSync(path.join(buildDir, twinPath(route)), 'utf8');
type Facts = Record<string, unknown>;
const factsOf = (route: string) => newPage(route).facts as Facts & {facts: Facts};
/** A facts value as text, for looking up the words and numbers it gives. */
const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

describe('/chatbot/quotes', () => {
  const page = twin('/chatbot/quotes');
  const {facts} = factsOf('/chatbot/quotes');

  it('names the dashboard page with its address and every column of its list', () => {
    expect(page).toContain(`[Bot Quotes](${site.dashboardUrl}/bot/quotes)`);
    expect(text(facts.dashboard_page)).toContain('streamelements.com/dashboard/bot/quotes');
    // How the page names each column the facts list; a column the sheet adds has no entry and fails.
    const named: Record<string, string> = {ID: '**ID**', text: '**text**', 'creation date': '**date** it was created', 'game at the time': '**game**', 'who added it': '**who added** it'};
    for (const column of facts.list_columns as string[]) {
      expect(named[column], column).toBeDefined();
      expect(page).toContain(named[column]);
    }
  });

  it('edits and deletes in the dashboard with the Actions icons; chat can only add and remove', () => {
    expect(text(facts.edit)).toMatch(/dashboard only/);
    expect(page).toMatch(/Chat cannot change a quote/);
    expect(page).toMatch(/pencil icon in the quote's \*\*Actions\*\* column/);
    expect(page).toMatch(/trash icon in the quote's \*\*Actions\*\* column, then confirm/);
    expect(page).toContain('**+ ADD QUOTE**');
  });

  it('gives every chat subcommand with each alias the command data has', () => {
    const aliases = (quoteCommand.subcommands ?? []).flatMap((sub) => sub.aliases ?? []);
    expect(aliases.length).toBeGreaterThan(0);
    for (const alias of aliases) expect(page).toContain(`\`${alias}\``);
    expect(page).toMatch(/`!quote remove 12` and `!quote remove #12` do the same/);
  });

  it('says only the dashboard list shows who added a quote, never a chat reply', () => {
    expect(page).toMatch(/Only this\s+list shows who added a quote and when, never the bot's replies/);
    expect(page).not.toMatch(/Added by \S+ \(/);
  });
});

describe('/chatbot/user-management', () => {
  const page = twin('/chatbot/user-management');
  const {facts} = factsOf('/chatbot/user-management');
  /** "Everyone 100 (every chatter), Subscriber 250 …" → the numbers it names. */
  const numbers = (value: unknown) => [...text(value).matchAll(/\b(\d{3,4})\b/g)].map((m) => Number(m[1]));

  it('gives by hand exactly the levels the facts call manual, and the rest from platform roles', () => {
    const source = (level: (typeof userLevels)[number]) => userLevelSources[level.id].by;
    const byHand = userLevels.filter((level) => source(level) === 'hand').map((level) => level.value);
    const fromPlatform = userLevels.filter((level) => source(level) === 'platform').map((level) => level.value);
    expect(byHand.sort()).toEqual(numbers(facts.manual_levels).sort());
    expect(fromPlatform.sort()).toEqual(numbers(facts.automatic_levels).sort());
    for (const level of userLevels) {
      const row = page.split('\n').find((line) => line.startsWith(`| ${level.label} `)) ?? '';
      expect(row, level.label).toMatch(source(level) === 'hand' ? /Only by hand/ : source(level) === 'platform' ? /Automatically/ : /above every other level/);
    }
  });

  it('walks through Add new bot user in Chatbot › User Management', () => {
    for (const step of facts.assign_in_dashboard as string[]) expect(step.length).toBeGreaterThan(0);
    expect(page).toContain('**Chatbot › User Management**');
    expect(page).toContain('**Add new bot user**');
  });

  it('marks who may run !level as not confirmed, and does not call super moderators promoted moderators', () => {
    expect(sheet2026c.unsure.level_who_may_run?.unsure).toBe(true);
    expect(page).toMatch(/The broadcaster can always use `!level`\. Whether moderators can too is not confirmed/);
    expect(page).not.toMatch(/promoted to super moderator/i);
    expect(page).toMatch(/the person need not be a\s+moderator on the platform/);
  });

  it("sets a command's level from chat with the level's number", () => {
    expect(page).toContain(`-level ${userLevel('moderator').value}`);
    expect(page).toContain(`!level lanternfish ${userLevel('regular').value}`);
  });
});

describe('/chatbot/gettingstarted/add-to-channel', () => {
  const page = twin('/chatbot/gettingstarted/add-to-channel');
  const facts = factsOf('/chatbot/gettingstarted/add-to-channel').facts as Record<string, Facts>;

  it('mods, unbans and names the bot exactly as each platform needs', () => {
    expect(text(facts.twitch?.steps)).toContain(`/mod ${site.botAccounts.twitch}`);
    expect(text(facts.kick?.steps)).toContain(`/mod ${site.botAccounts.kick}`);
    for (const account of [site.botAccounts.twitch, site.botAccounts.kick]) {
      expect(page).toContain(`\`/mod ${account}\``);
      expect(page).toContain(`\`/unban ${account}\``);
    }
  });

  it('gives both YouTube addresses of the bot, and only the ones the facts give', () => {
    const inFacts = text(facts.youtube?.steps).match(/https:\/\/\S+?(?=[\s",\]])/g) ?? [];
    expect([...site.botAccounts.youtube].sort()).toEqual(inFacts.sort());
    for (const address of site.botAccounts.youtube) expect(page).toContain(`\`${address}\``);
  });

  it('says YouTube needs a public live stream, Live chat rather than Top chat, and lacks the loyalty features', () => {
    expect(page).toMatch(/public and live: not a private or unlisted one, nor an offline\s+channel/);
    expect(page).toMatch(/switch your chat view to \*\*Live chat\*\*\. \*\*Top chat\*\* may leave the bot's\s+messages out/);
    for (const feature of facts.youtube?.needs_loyalty as string[]) expect(page.toLowerCase()).toContain(feature.toLowerCase());
  });

  it('explains that AutoMod can mask the messages of a bot that is not a moderator', () => {
    expect(page).toMatch(/AutoMod may quietly hide parts of an ordinary account's messages/);
    expect(page).toContain('`***`');
  });
});

describe('/chatbot/guides', () => {
  it('lists every guide of the data, and the data has every guide the facts sheet names', () => {
    const page = twin('/chatbot/guides');
    const sheetGuides = newPageRoutes('guides').filter((route) => route !== '/chatbot/guides');
    expect(guides.map((guide) => guidePath(guide.slug)).sort()).toEqual(sheetGuides.sort());
    for (const guide of guides) expect(page).toContain(`[${guide.title}](${site.url}${guidePath(guide.slug)})`);
  });
});

describe('/chatbot/guides/bot-detection', () => {
  const page = twin('/chatbot/guides/bot-detection');
  const facts = factsOf('/chatbot/guides/bot-detection');
  const command = botDetection.commands.check!;

  it('asks the lookup address the facts give, filled in by the bot', () => {
    expect(knownBotLookup.base).toBe(facts.lookup_url_base);
    expect(toMainSpelling(knownBotLookup.query)).toBe(facts.lookup_url_query);
    expect(page).toContain(`\${customapi ${knownBotLookup.base}${knownBotLookup.query}}`);
  });

  it('does not name its command !bot, and says which of two same-named commands answers is not confirmed', () => {
    expect(sheet2026c.unsure.bot_detection_command_name?.unsure).toBe(true);
    expect(command.name).not.toBe('bot');
    expect(page).not.toContain('!command add !bot ');
    expect(page).toMatch(/\[`!bot`\]\([^)]*\) is also a default\s+command, and which of the two answers when both exist is not confirmed/);
  });

  it('says the service is run by the community, not by the product', () => {
    expect(page).toContain(`run by members of the community, not by ${site.productName}`);
  });
});

describe('/chatbot/guides/countdown-command', () => {
  const page = twin('/chatbot/guides/countdown-command');

  it('counts down to a bare time, which is UTC, or to a full RFC 3339 moment with its offset', () => {
    expect(dailyStartUtc).toMatch(/^\d{2}:\d{2}$/);
    expect(oneTimeMoment).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(page).toContain(`\${time.until ${dailyStartUtc}}`);
    expect(page).toContain(`\${time.until ${oneTimeMoment}}`);
    expect(page).toMatch(/is read as UTC, never as your local time/);
    expect(countdown.commands.daily?.reply).toContain(`time.until ${dailyStartUtc}`);
  });

  it('says a daily time rolls over to tomorrow and a passed moment ends in ago', () => {
    expect(page).toMatch(/counts down to the same time tomorrow/);
    expect(page).toMatch(/ending in `ago`/);
  });
});

describe('/chatbot/guides/death-counter', () => {
  const page = twin('/chatbot/guides/death-counter');
  const {count, show, reset, undo} = deathCounter.commands;

  it('keeps the counting, reset and undo commands for moderators, the showing one for everyone', () => {
    const moderator = userLevel('moderator').value;
    for (const command of [count, reset, undo]) {
      expect(command?.userLevel).toBe('moderator');
      expect(page).toContain(`!command options !${command?.name} -level ${moderator}`);
    }
    expect(show?.userLevel).toBe('everyone');
  });

  it('counts with ${count}, shows with ${getcount} and resets with a bare 0', () => {
    expect(count?.reply).toContain(`\${count ${counterName}}`);
    expect(show?.reply).toContain(`\${getcount ${counterName}}`);
    expect(reset?.reply).toContain(`\${count ${counterName} 0}`);
    expect(undo?.reply).toContain(`\${count ${counterName} -1}`);
    for (const command of [count, show, reset, undo]) expect(page).toContain(command?.reply ?? '?');
  });

  it('warns that a change only works in the space form, not after a dot', () => {
    expect(page).toMatch(/Changes work only in the form with a space, `\$\{count deaths \+5\}`; in\s+`\$\{count\.deaths \+5\}` the `\+5` is read as a counter's name/);
  });
});

describe('/chatbot/guides/lurk-command', () => {
  const page = twin('/chatbot/guides/lurk-command');
  const facts = factsOf('/chatbot/guides/lurk-command');
  const command = lurk.commands.lurk!;

  it('has the aliases the facts give, a user cooldown and the two variables', () => {
    const inFacts = text(facts.steps).match(/aliases ([a-z]+) and ([a-z]+)/)?.slice(1) ?? [];
    expect([...(command.aliases ?? [])].sort()).toEqual(inFacts.sort());
    for (const alias of command.aliases ?? []) expect(page).toContain(`\`!${alias}\``);
    expect(command.userCooldownSeconds).toBeGreaterThan(0);
    expect(page).toContain(`set **User cooldown** to ${command.userCooldownSeconds} seconds`);
    expect(command.reply).toMatch(/\$\{sender\}.*\$\{random\.emote\}/);
  });

  it('says a lurk changes nothing about the viewer on the platform', () => {
    expect(page).toMatch(/It is only a message, and changes\s+nothing about the viewer or how their view counts/);
  });
});

describe('/chatbot/guides/run-ads', () => {
  const page = twin('/chatbot/guides/run-ads');
  const facts = factsOf('/chatbot/guides/run-ads');

  it('allows exactly the ad lengths the facts give, and lists each', () => {
    const inFacts = (text(facts.on_a_timer).match(/allowed lengths \(s\): ([\d /]+)/)?.[1] ?? '').split('/').map((n) => Number(n.trim()));
    expect([...adLengthsSeconds]).toEqual(inFacts);
    for (const length of adLengthsSeconds) expect(page).toContain(`\`${length}\``);
    expect(runAds.commands.onDemand?.reply).toBe(`${commercialAction} ${adLengthsSeconds[0]}`);
  });

  it('needs the bot as an Editor, set on Twitch’s roles page', () => {
    expect(text(facts.prerequisite)).toContain(twitchRolesUrl.replace(/^https:\/\//, ''));
    expect(page).toContain(`[roles page](${twitchRolesUrl})`);
    expect(page).toMatch(/\*\*The bot as an Editor of your channel\.\*\* Without that role it cannot start an ad/);
  });

  it('keeps the ad command for moderators', () => {
    expect(runAds.commands.onDemand?.userLevel).toBe('moderator');
    expect(page).toContain(`-level ${userLevel('moderator').value}`);
  });
});

describe('/chatbot/guides/viewer-input', () => {
  const page = twin('/chatbot/guides/viewer-input');

  it('uses the argument tokens the facts give, not ${args}', () => {
    for (const form of ['${1:}', '${1|everyone}', '${1 username}', '${1:2}', '${3:}']) expect(page).toContain(form);
    expect(page).not.toContain('${args}');
  });

  it('escapes with + in a query and %20 in a path', () => {
    expect(page).toContain('dish=mushroom+risotto');
    expect(page).toContain('/place/Lisbon%20old%20town');
  });

  it('warns about what ${customapi} does with an answer, and about private keys', () => {
    expect(page).toMatch(/keeps\s+the first 400 bytes and shows JSON as raw text/);
    expect(page).toMatch(/Never put a private key into the address/);
  });
});

/** The routes of one group of the sheet's new_pages. */
function newPageRoutes(group: string): string[] {
  return Object.values(sheet2026c.new_pages[group] ?? {}).flatMap((page) => (typeof page.route === 'string' ? [page.route] : []));
}
