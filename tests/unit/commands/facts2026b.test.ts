import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {commands, getCommand} from '@site/src/data/commands';
import type {Command} from '@site/src/data/commands/types';
import {platformIds} from '@site/src/data/platforms';
import {getVariable, variables, variablesWithoutPage} from '@site/src/data/variables';
import {userLevel, type UserLevelId} from '@site/src/data/userLevels';
import {settledAliases} from '../../support/facts2026c';
import {sharedDir} from '../../support/routes';

/*
 * spec/facts/updates-2026b.yaml wins over every older sheet. For every command it names, the data
 * must carry its user level, platforms and cooldown, its confirmed aliases exactly, and its unsure
 * aliases present and marked not confirmed; its `no_marker` facts must carry no marker any more.
 * The `no_source` claims are checked against the built pages and twins in noSource2026b.test.ts.
 */

type Aliases = string[] | {list: string[]; unsure: true};

interface CommandFacts {
  who?: string;
  platforms?: string[];
  aliases?: Aliases;
  cooldown?: string;
  notes?: string;
  no_source?: string;
}

export const sheet = yaml.load(readFileSync(path.join(sharedDir, 'facts/updates-2026b.yaml'), 'utf8')) as {
  commands: Record<string, CommandFacts>;
  variables: Record<string, Record<string, unknown>>;
  no_marker: Record<string, string>;
  user_levels: string[];
};
const listed = Object.entries(sheet.commands);

const levelId = (who: string): UserLevelId => who.replace(/\s+/g, '') as UserLevelId;

/** "10 s per user and 3 s global" → {perUserSeconds: 10, globalSeconds: 3}. */
function parseCooldown(text: string): {perUserSeconds?: number; globalSeconds?: number} {
  const perUser = /(\d+) s per user/.exec(text)?.[1];
  const global = /(\d+) s global/.exec(text)?.[1];
  return {...(perUser ? {perUserSeconds: Number(perUser)} : {}), ...(global ? {globalSeconds: Number(global)} : {})};
}

const secondsOf = ({cooldown}: Command) => ({
  ...(cooldown?.perUserSeconds !== undefined ? {perUserSeconds: cooldown.perUserSeconds} : {}),
  ...(cooldown?.globalSeconds !== undefined ? {globalSeconds: cooldown.globalSeconds} : {}),
});

const aliasList = (aliases: Aliases): string[] => (Array.isArray(aliases) ? aliases : aliases.list);
const unsure = (aliases: Aliases): boolean => !Array.isArray(aliases) && aliases.unsure;

describe('updates-2026b.yaml itself', () => {
  it('names only default commands, and gives every cooldown in a form this test reads', () => {
    expect(listed.length).toBeGreaterThan(0);
    for (const [name, fact] of listed) {
      expect(() => getCommand(name), name).not.toThrow();
      if (fact.cooldown) expect(Object.keys(parseCooldown(fact.cooldown)).length, `${name}: ${fact.cooldown}`).toBeGreaterThan(0);
    }
  });
});

describe.each(listed)('!%s matches updates-2026b.yaml', (name, fact) => {
  const command = getCommand(name);

  it('has the user level the sheet gives', () => {
    if (fact.who) expect(command.userLevel).toBe(levelId(fact.who));
  });

  it('works on exactly the platforms the sheet gives', () => {
    if (fact.platforms) expect(command.platforms).toEqual(fact.platforms);
  });

  it('has the default cooldown the sheet gives, in seconds', () => {
    if (fact.cooldown) expect(secondsOf(command)).toEqual(parseCooldown(fact.cooldown));
  });

  it('carries confirmed aliases exactly, and unsure ones present and marked not confirmed (unless updates-2026c settles them)', () => {
    if (!fact.aliases) return;
    const aliases = aliasList(fact.aliases);
    if (unsure(fact.aliases) && !(name in settledAliases())) {
      expect(command.aliases).toEqual(expect.arrayContaining(aliases));
      expect(command.unconfirmedAliases ?? []).toEqual(expect.arrayContaining(aliases));
    } else {
      expect(command.aliases).toEqual(aliases);
      expect((command.unconfirmedAliases ?? []).filter((alias) => aliases.includes(alias))).toEqual([]);
    }
  });

  it('is switched off by default where the sheet says so', () => {
    if (/switched off by default/.test(fact.notes ?? '')) expect(command.offByDefault).toBe(true);
  });
});

describe('platforms are complete and from data', () => {
  it('every default command says where it works', () => {
    expect(commands.filter((command) => command.platforms === null).map((command) => command.name)).toEqual([]);
    for (const command of commands) for (const id of command.platforms ?? []) expect(platformIds).toContain(id);
  });

  it('every variable says where it works, with page or without', () => {
    for (const doc of [...variables, ...variablesWithoutPage]) {
      expect(doc.platforms, doc.name).not.toBeNull();
      for (const id of [...(doc.platforms ?? []), ...(doc.unconfirmedPlatforms ?? [])]) expect(platformIds, doc.name).toContain(id);
    }
  });

  it('$(redeem) works on Twitch, YouTube not at all; Kick as updates-2026c settles it (Twitch only)', () => {
    const redeem = getVariable('redeem');
    expect(redeem.platforms).toEqual(['twitch']);
    expect(redeem.unconfirmedPlatforms ?? []).toEqual([]);
    expect(redeem.literalOn).toEqual(['youtube']);
  });

  it('the $(setgame) and $(settitle) pages say the commands run on Twitch and Kick', () => {
    for (const name of ['setgame', 'settitle']) {
      expect(getVariable(name).platformNotes.join(' '), name).toMatch(new RegExp(`!${name}.*runs on Twitch and Kick`));
      expect(getCommand(name).platforms).toEqual(['twitch', 'kick']);
    }
  });
});

describe('user levels', () => {
  it('Regular is granted with !level; who may run it by default is not confirmed any more (updates-2026c unsure level_who_may_run)', () => {
    expect(sheet.user_levels[0]).toMatch(/super moderator/);
    expect(getCommand('level').userLevel).toBe('supermoderator');
    expect(userLevel('regular').who).toMatch(/!level/);
    expect(getCommand('level').notes?.filter((note) => note.unconfirmed).map((note) => note.text).join(' ')).toMatch(/Super Moderator.*moderators and the broadcaster/);
  });

  it('$(user.level) and $(sender.level) read 1500 for the owner; chat commands take no number for the broadcaster', () => {
    const reading = Number(/read (\d+)/.exec(sheet.user_levels[1] ?? '')?.[1]);
    expect(userLevel('broadcaster').value).toBeNull();
    for (const name of ['sender', 'user']) expect(getVariable(name).fields.find((field) => field.name === `${name}.level`)?.meaning).toContain(String(reading));
  });
});

describe('no_marker: the sources agree, so nothing here is marked not confirmed', () => {
  it('names facts this data holds', () => {
    expect(Object.keys(sheet.no_marker)).toEqual(expect.arrayContaining(['top', 'ticket', 'slotmachine', 'if', 'pubg', 'redeem']));
  });

  it('!top alltime and the !enter alias carry no marker', () => {
    expect(getCommand('top').notes?.filter((note) => note.unconfirmed)).toEqual([]);
    expect(getCommand('ticket').unconfirmedAliases).toBeUndefined();
  });

  it('$(if) and $(pubg) are unmarked; $(redeem) no longer marks Kick (updates-2026c supersedes that clause)', () => {
    for (const name of ['if', 'pubg']) expect(getVariable(name).notes.filter((note) => note.unconfirmed), name).toEqual([]);
    const redeem = getVariable('redeem');
    expect(redeem.notes.filter((note) => note.unconfirmed && /Kick/.test(note.text))).toEqual([]);
  });
});
