import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {getCommand} from '@site/src/data/commands';
import {customCommandOptions} from '@site/src/data/commands/customCommandOptions';
import {platformLabels, type Command} from '@site/src/data/commands/types';
import {chatLevelValues, userLevel, type UserLevelId} from '@site/src/data/userLevels';
import {filesUnder} from '../../support/files';
import {settledAliases} from '../../support/facts2026c';
import {repoRoot, sharedDir} from '../../support/routes';

/*
 * The 2026 facts sheet is the source of truth for these fields: every command it lists must carry
 * exactly its aliases, and its user level, cooldown and platforms where the sheet gives them,
 * unless updates-2026b.yaml (which wins) gives the same field; facts2026b.test.ts checks those.
 */

interface CommandFacts {
  aliases?: string[];
  who?: string;
  cooldown?: string;
  platforms?: string[];
  args?: string;
  limits?: string;
  notes?: string;
  unsure?: boolean;
}

const facts = yaml.load(readFileSync(path.join(sharedDir, 'facts/updates-2026.yaml'), 'utf8')) as {
  commands: Record<string, CommandFacts>;
  platforms: string[];
  user_levels: string[];
};
const listed = Object.entries(facts.commands);
const newer = yaml.load(readFileSync(path.join(sharedDir, 'facts/updates-2026b.yaml'), 'utf8')) as {
  commands: Record<string, Record<string, unknown>>;
  no_marker: Record<string, string>;
};
/** Commands whose aliases updates-2026c.yaml states without a marker (no_marker.command_aliases). */
const aliasesSettled2026c = new Set(Object.keys(settledAliases()));
/** Whether updates-2026b.yaml gives this field of this command (or it or 2026c confirms its marker away). */
const overridden = (name: string, field: string) =>
  newer.commands[name]?.[field] !== undefined || (field === 'unsure' && (name in newer.no_marker || aliasesSettled2026c.has(name)));

/** The sheet's "who" in words, as a level id: "super moderator" → supermoderator. */
const levelId = (who: string): UserLevelId => who.replace(/\s+/g, '') as UserLevelId;

/** "15 s per user, 3 s global" → {perUserSeconds: 15, globalSeconds: 3}. */
function parseCooldown(text: string): {perUserSeconds?: number; globalSeconds?: number} {
  const perUser = /(\d+) s per user/.exec(text)?.[1];
  const global = /(\d+) s global/.exec(text)?.[1];
  return {
    ...(perUser ? {perUserSeconds: Number(perUser)} : {}),
    ...(global ? {globalSeconds: Number(global)} : {}),
  };
}

const secondsOf = ({cooldown}: Command) => ({
  ...(cooldown?.perUserSeconds !== undefined ? {perUserSeconds: cooldown.perUserSeconds} : {}),
  ...(cooldown?.globalSeconds !== undefined ? {globalSeconds: cooldown.globalSeconds} : {}),
});

describe('the facts sheet itself', () => {
  it('lists the commands this test checks, each of them a default command', () => {
    expect(listed.length).toBeGreaterThanOrEqual(20);
    for (const [name] of listed) expect(() => getCommand(name), name).not.toThrow();
  });

  it('gives every cooldown in a form this test reads', () => {
    for (const [name, fact] of listed)
      if (fact.cooldown) expect(Object.keys(parseCooldown(fact.cooldown)).length, `${name}: ${fact.cooldown}`).toBeGreaterThan(0);
  });
});

describe.each(listed)('!%s matches updates-2026.yaml', (name, fact) => {
  const command = getCommand(name);

  it('has exactly the aliases the sheet lists', () => {
    if (fact.aliases && !overridden(name, 'aliases')) expect(command.aliases).toEqual(fact.aliases);
  });

  it('has the user level the sheet gives', () => {
    if (fact.who && !overridden(name, 'who')) expect(command.userLevel).toBe(levelId(fact.who));
  });

  it('has the cooldown the sheet gives, in seconds', () => {
    if (fact.cooldown && !overridden(name, 'cooldown')) expect(secondsOf(command)).toEqual(parseCooldown(fact.cooldown));
  });

  it('works on the platforms the sheet gives', () => {
    if (fact.platforms && !overridden(name, 'platforms')) expect(command.platforms).toEqual(fact.platforms);
  });

  it('marks what the sheet is unsure of as not confirmed', () => {
    if (!fact.unsure || overridden(name, 'unsure') || overridden(name, 'pass')) return;
    const unconfirmed = [...(command.unconfirmedAliases ?? []), ...(command.notes ?? []).filter((note) => note.unconfirmed).map((note) => note.text)];
    expect(unconfirmed.length).toBeGreaterThan(0);
    if (fact.aliases) expect(command.unconfirmedAliases).toEqual(fact.aliases);
  });
});

describe('argument defaults and limits from the sheet', () => {
  const argument = (name: string, arg: string) => getCommand(name).arguments.find((a) => a.name === arg);

  it('raffles: both numbers optional, 5000 and 1000 points by default, at least 5 seconds', () => {
    expect(argument('raffle', '[amount]')).toMatchObject({required: false, description: expect.stringContaining('5000 when left out')});
    expect(argument('raffle', '[duration]')?.description).toContain('Duration setting');
    expect(argument('sraffle', '[win_points]')?.description).toContain('1000 when left out');
    expect(getCommand('raffle').limits).toEqual(expect.arrayContaining(['The duration is at least 5 seconds.']));
    expect(getCommand('raffle').limits?.join(' ')).toContain('1,000,000');
    expect(getCommand('sraffle').limits).toEqual(expect.arrayContaining(['The duration is at least 5 seconds.']));
  });

  it('duel: the wager is optional with 0 by default, accepts k, m, % and all, and expires after 2 minutes', () => {
    expect(argument('duel', '[points]')).toMatchObject({required: false, description: expect.stringMatching(/k or m.*%.*all\. 0 when left out\./)});
    expect(getCommand('duel').limits?.join(' ')).toContain('2 minutes');
  });

  it('nuke and nukeusername look back at most 300 seconds; delete needs the bot to be a moderator', () => {
    expect(getCommand('nuke').limits).toEqual(['The lookback is at most 300 seconds (5 minutes).', 'The delete action works only while the bot is a moderator in your channel.']);
    expect(getCommand('nukeusername').limits).toEqual(['The lookback is at most 300 seconds (5 minutes).']);
    for (const name of ['nuke', 'nukeusername'])
      for (const line of getCommand(name).examples.flatMap((example) => example.lines))
        if (line.role !== 'bot' && line.text.startsWith('!nuke')) expect(Number(line.text.split(' ')[1]), line.text).toBeLessThanOrEqual(300);
  });

  it('queue: no leave subcommand, open takes a title, pick takes random or a username, list shows up to 5', () => {
    const subs = getCommand('queue').subcommands ?? [];
    expect(subs.map((sub) => sub.name)).not.toContain('leave');
    expect(subs.find((sub) => sub.name === 'open')?.syntax).toEqual(['!queue open <title>']);
    expect(subs.find((sub) => sub.name === 'pick')?.syntax).toEqual(['!queue pick random', '!queue pick <username>']);
    expect(subs.find((sub) => sub.name === 'list')?.description).toContain('up to 5');
    for (const line of getCommand('queue').examples.flatMap((example) => example.lines)) expect(line.text).not.toContain('!queue leave');
  });

  it('givepoints is switched off by default; songrequest has its subscriber discount and exempt level', () => {
    expect(getCommand('givepoints').offByDefault).toBe(true);
    expect(getCommand('songrequest').cost).toMatch(/subscribers can get a discount.*Moderator by default/);
  });
});

describe('platforms and user levels', () => {
  it('serves Twitch, YouTube and Kick only', () => {
    expect(facts.platforms[0]).toContain('Twitch, YouTube and Kick');
    expect(Object.keys(platformLabels)).toEqual(['twitch', 'youtube', 'kick']);
  });

  it('!level accepts exactly 100, 250, 300, 400, 500 and 1000; the broadcaster has no number; VIP is Twitch only', () => {
    expect(facts.user_levels[1]).toContain('100, 250, 300, 400, 500 and 1000');
    expect(chatLevelValues).toEqual([100, 250, 300, 400, 500, 1000]);
    expect(userLevel('broadcaster').value).toBeNull();
    expect(userLevel('vip')).toMatchObject({value: 400, twitchOnly: true});
    expect(getCommand('level').arguments.find((arg) => arg.name === '<level_value>')?.description).toContain(
      '100 (Everyone), 250 (Subscriber), 300 (Regular), 400 (VIP), 500 (Moderator), 1000 (Super Moderator)',
    );
  });

  it("!command's -level takes numbers, not names, and -type also accepts mention", () => {
    const level = customCommandOptions.find((option) => option.flag === '-level');
    expect(level?.values).toBe('A level number, not a name: 100, 250, 300, 400, 500, 1000');
    expect(level?.example).toBe('-level 250');
    expect(customCommandOptions.find((option) => option.flag === '-type')?.values).toContain('mention');
  });

  it("!command's options subcommand also answers to the wrench emoji", () => {
    expect(getCommand('command').subcommands?.find((sub) => sub.name === 'options')?.aliases).toContain('🔧');
  });
});

describe('Trovo is gone', () => {
  // updates-2026c unsure command_platforms: the !command page still names it, so its reading is shown there, marked.
  const trovoReading = (file: string) => file === 'src/data/commands/entries/command.ts' && getCommand('command').notes?.some((note) => note.unconfirmed && /Trovo/.test(note.text));

  it.each(['docs', 'src/data'])('no file under %s mentions it, but for the !command page’s unconfirmed reading', (folder) => {
    const files = filesUnder(folder);
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => /trovo/i.test(readFileSync(path.join(repoRoot, file), 'utf8')) && !trovoReading(file))).toEqual([]);
  });
});

describe("!command's -level option takes numbers", () => {
  it('no page under docs writes -level with a level name', () => {
    const named = /-level (everyone|subscriber|regular|vip|moderator|supermoderator|broadcaster)\b/i;
    const files = filesUnder('docs').filter((file) => file.endsWith('.mdx'));
    expect(files.filter((file) => named.test(readFileSync(path.join(repoRoot, file), 'utf8')))).toEqual([]);
  });
});
