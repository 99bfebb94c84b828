import {describe, expect, it} from 'vitest';
import {commands, getCommand} from '@site/src/data/commands';
import {edgeCasesOf, platformEdgeCase} from '@site/src/data/commands/platformLimits';
import {platformIds, platformLabels} from '@site/src/data/platforms';
import {shortNoteLength} from '@site/src/data/validation/fields';
import {builtTwin} from '../../support/built';
import {correction, missing, settledAliases, sheet2026c} from '../../support/facts2026c';

/*
 * updates-2026c.yaml for the default commands: every reply shape its corrections give (the eight
 * pre-2026 replies), the missing facts of !songrequest and !bet, the aliases no_marker settles and
 * the unsure entries that name a command page, read from the data and the built Markdown twins
 * (needs `npm run build`). Issue 41 item 6 (platforms said where they make a command fail) too.
 */

const commandRoute = /^\/chatbot\/commands\/default\/([a-z0-9]+)$/;
const nameOf = (route: string) => commandRoute.exec(route)?.[1];

/** A twin's text as a reader sees it: Markdown's escapes (`https\://`) undone. */
const plain = (markdown: string) => markdown.replace(/\\(.)/g, '$1');

/**
 * A reply shape with <placeholders> as a pattern: the fixed words and punctuation exactly, each
 * placeholder some invented text.
 */
function shapePattern(shape: string, {prefix = false} = {}): RegExp {
  const parts = shape.split(/<[a-z]+>/);
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?')}${prefix ? '' : '$'}`);
}

/** The bot lines of a command's examples. */
const botLines = (name: string) => getCommand(name).examples.flatMap((example) => example.lines.filter((line) => line.role === 'bot').map((line) => line.text));

/**
 * The reply shapes a correction gives: every `reply…` value written with <placeholders>; a reply
 * split into parts is joined with a space, as the sheet's header says. Prose about a reply (how it
 * differs, what follows it) is not a shape.
 */
function replyShapes(fact: Record<string, unknown>): {key: string; shape: string}[] {
  const entries = Object.entries(fact).filter(([key, value]) => /^reply/.test(key) && typeof value === 'string' && !/_note$|_rest$/.test(key) && !/^(same|the) /.test(value as string));
  const joined = new Map<string, string[]>();
  for (const [key, value] of entries) {
    const base = key.replace(/_part_\d+$/, '');
    joined.set(base, [...(joined.get(base) ?? []), value as string]);
  }
  return [...joined].map(([key, parts]) => ({key, shape: parts.join(' ')}));
}

/** Every correction of a default command page that gives reply shapes. */
const replyCorrections = Object.entries(sheet2026c.corrections).flatMap(([route, fields]) =>
  nameOf(route) ? Object.entries(fields).flatMap(([field, fact]) => replyShapes(fact).map((reply) => ({name: nameOf(route) as string, field, ...reply}))) : [],
);

describe('replies: the 2026 shapes replace the pre-2026 wording (corrections C1 to C8)', () => {
  it('covers the eight commands the audit found', () => {
    expect(new Set(replyCorrections.map((r) => r.name)).size).toBe(8);
  });

  it.each(replyCorrections.map((r) => [`!${r.name} ${r.key}`, r] as const))('%s: an example reply has the shape, in the data and on the built page', (_label, {name, key, shape}) => {
    // A reply_start is the start of a line the sheet says goes on (reply_rest).
    const pattern = shapePattern(shape, {prefix: key.endsWith('_start')});
    expect(botLines(name).filter((line) => pattern.test(line)), `${shape} in ${botLines(name).join(' | ')}`).not.toEqual([]);
    const twinLines = plain(builtTwin(`/chatbot/commands/default/${name}`))
      .split('\n')
      .map((line) => /^\d+\. Bot: (.*)$/.exec(line)?.[1])
      .filter((line): line is string => line !== undefined);
    expect(twinLines.some((line) => pattern.test(line))).toBe(true);
  });

  it('!when: while the song plays, the same shape at #1 ending "is playing right now"', () => {
    const fact = correction('/chatbot/commands/default/when', 'replies');
    expect(fact.reply_playing).toMatch(/is playing right now/);
    expect(botLines('when').some((line) => /^@\S+, ".+" is at #1 in the queue and is playing right now$/.test(line))).toBe(true);
  });

  it('!songqueue links the public page of the channel', () => {
    const link = String(correction('/chatbot/commands/default/songqueue', 'reply').link).replace('<channel>', '[a-z0-9_]+');
    expect(botLines('songqueue').some((line) => new RegExp(`${link}$`).test(line))).toBe(true);
  });

  it('!quote: no "successfully" and no closing full stop on add and remove', () => {
    const quote = botLines('quote').filter((line) => /quote #/.test(line));
    expect(quote.length).toBeGreaterThan(0);
    for (const line of quote) expect(line).not.toMatch(/successfully|\.$/);
  });
});

describe('missing facts', () => {
  it('!songrequest takes a video link, a video id, a playlist link (when switched on) or search words (the first result)', () => {
    expect(missing('/chatbot/commands/default/songrequest', 'argument_forms').fact).toMatch(/playlist link/);
    const argument = getCommand('songrequest').arguments[0]?.description ?? '';
    expect(argument).toMatch(/YouTube video link, a YouTube video id, a YouTube playlist link \(only when playlist requests are switched on\), or search words, for which the first YouTube result is taken/);
    expect(plain(builtTwin('/chatbot/commands/default/songrequest'))).toContain('YouTube playlist link (only when playlist requests are switched on)');
  });

  it('!bet: a number, k or m, a share of the balance or all, within the contest’s min and max; one bet per contest', () => {
    const fact = missing('/chatbot/commands/default/bet', 'stake_forms');
    expect(fact.fact).toMatch(/k or m suffix.*percentage.*all.*min and max bet/);
    const bet = getCommand('bet');
    const stake = bet.arguments.find((a) => a.name === '<points>')?.description ?? '';
    for (const form of ['(500)', '(5k)', '(25%)', 'all', 'minimum and maximum bet']) expect(stake).toContain(form);
    expect(fact.also_fact).toMatch(/bets once/);
    expect(bet.limits?.join(' ')).toMatch(/One bet per viewer per contest: your first !bet fixes both the option and the amount/);
  });
});

describe('no_marker.command_aliases: the aliases are stated plainly', () => {
  const settled = Object.entries(settledAliases());

  it('reads every command the entry names', () => {
    expect(settled.length).toBeGreaterThan(0);
    for (const [name] of settled) expect(() => getCommand(name), name).not.toThrow();
  });

  it.each(settled)('!%s has %j, none marked', (name, aliases) => {
    expect(getCommand(name).aliases).toEqual(expect.arrayContaining(aliases));
    expect(getCommand(name).unconfirmedAliases ?? []).toEqual([]);
    expect(builtTwin(`/chatbot/commands/default/${name}`)).not.toMatch(/listed by only one version/);
  });
});

/** The unsure entries that name a default command page, with those commands. */
const unsureCommands = Object.entries(sheet2026c.unsure).flatMap(([key, entry]) =>
  (entry.routes ?? []).flatMap((route) => (nameOf(route) ? [[key, nameOf(route) as string] as const] : [])),
);

describe('unsure entries on command pages: one short marked line each', () => {
  it('finds the command pages the sheet names', () => {
    expect(unsureCommands.length).toBeGreaterThan(10);
  });

  it.each(unsureCommands)('%s: !%s marks what is not confirmed, in one short line', (_key, name) => {
    const notes = (getCommand(name).notes ?? []).filter((note) => note.unconfirmed);
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) {
      expect(note.text).not.toMatch(/\n/);
      expect(note.text.length).toBeLessThanOrEqual(shortNoteLength);
    }
    expect(builtTwin(`/chatbot/commands/default/${name}`)).toMatch(/not confirmed/);
  });

  it('!slots no longer states the short bet forms, !ticket no longer states max', () => {
    expect(getCommand('slots').arguments[0]?.description).not.toMatch(/%|\bk\b|5k/);
    expect(getCommand('ticket').arguments[0]?.description).not.toMatch(/\bmax\b/);
  });
});

describe('issue 41 item 6: a command that does not work everywhere says what happens elsewhere', () => {
  const limited = commands.filter((command) => command.platforms && command.platforms.length < platformIds.length);

  it('finds such commands in the data', () => {
    expect(limited.length).toBeGreaterThan(0);
    for (const command of commands.filter((c) => !limited.includes(c))) expect(platformEdgeCase(command), command.name).toBeNull();
  });

  it.each(limited.map((command) => [command.name, command] as const))('!%s: What can go wrong names every platform it does not work on', (name, command) => {
    const first = edgeCasesOf(command)[0];
    const missingLabels = platformIds.filter((id) => !command.platforms?.includes(id)).map((id) => platformLabels[id]);
    for (const label of missingLabels) expect(first?.situation).toContain(label);
    const twin = builtTwin(`/chatbot/commands/default/${name}`);
    const section = twin.slice(twin.indexOf('## What can go wrong'));
    expect(section.startsWith('## What can go wrong')).toBe(true);
    for (const label of missingLabels) expect(section.split('\n## ')[0]).toContain(label);
  });

  it('!songrequest on YouTube: the page says it does not answer there', () => {
    expect(builtTwin('/chatbot/commands/default/songrequest')).toMatch(/Typed in a YouTube or Kick chat\.\*\* !songrequest works only on Twitch, so there the bot does not run it/);
  });

  it('Troubleshooting has an entry on platform limits', () => {
    const twin = builtTwin('/chatbot/troubleshooting');
    expect(twin).toMatch(/A command answers on one platform but not another/);
    expect(twin).toMatch(/!songrequest` on YouTube/);
  });
});
