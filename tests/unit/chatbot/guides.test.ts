import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fromChatLines} from '@site/src/components/GuideCommand/FromChat';
import {commands} from '@site/src/data/commands';
import {guidePath, guides, type GuideCommand} from '@site/src/data/guides';
import {userLevel} from '@site/src/data/userLevels';
import {defaultSamples, previewReply, seededRandom} from '@site/src/preview';
import {chatbotDocs, readPage} from './helpers';
import {newPage} from './newPages';

/*
 * The guides' data (src/data/guides) against their pages, the commands data, the facts sheet and the
 * reply preview. No build needed.
 */

const guideDocs = path.join(chatbotDocs, 'guides');
const allCommands = guides.flatMap((guide) => Object.entries(guide.commands).map(([key, command]) => ({guide, key, command})));

describe('guides data', () => {
  it('has one guide per page under docs/chatbot/guides, titled as its page', () => {
    const files = readdirSync(guideDocs).filter((file) => file.endsWith('.mdx') && file !== 'index.mdx');
    expect(guides.map((guide) => `${guide.slug}.mdx`).sort()).toEqual(files.sort());
    for (const guide of guides) expect(readPage(`guides/${guide.slug}.mdx`).frontMatter.title).toBe(guide.title);
  });

  it('names the platforms each guide is written for as the facts sheet does', () => {
    for (const guide of guides) expect(guide.platforms, guide.slug).toEqual(newPage(guidePath(guide.slug)).facts.platforms);
  });

  it('gives no custom command or alias the name of a default command or its alias (which would answer is not documented)', () => {
    const taken = new Set(commands.flatMap((command) => [command.name, ...command.aliases.map((alias) => alias.replace(/^!/, ''))]));
    const names = allCommands.flatMap(({command}) => [command.name, ...(command.aliases ?? [])]);
    for (const name of names) {
      expect(name).toMatch(/^[a-z0-9]+$/);
      expect(taken.has(name), name).toBe(false);
    }
    expect(new Set(names).size).toBe(names.length);
  });

  it("writes replies in the site's ${…} spelling and shows the bot's line in every chat example", () => {
    for (const {guide, key, command} of allCommands) {
      expect(command.reply, `${guide.slug} ${key}`).not.toContain('$(');
      if (command.chat) expect(command.chat.some((line) => line.role === 'bot')).toBe(true);
    }
  });
});

describe('the chat lines that create a guide command', () => {
  const command = (overrides: Partial<GuideCommand>): GuideCommand => ({name: 'demo', userLevel: 'everyone', reply: 'Hello ${sender}', ...overrides});

  it('add the command, then set a level above Everyone and a user cooldown with !command options', () => {
    expect(fromChatLines(command({}))).toEqual(['!command add !demo Hello ${sender}']);
    expect(fromChatLines(command({userLevel: 'moderator', userCooldownSeconds: 90}))).toEqual([
      '!command add !demo Hello ${sender}',
      `!command options !demo -level ${userLevel('moderator').value} -usercd 90`,
    ]);
  });

  it('never give the broadcaster level a number, since chat has none', () => {
    expect(fromChatLines(command({userLevel: 'broadcaster'}))).toEqual(['!command add !demo Hello ${sender}']);
  });
});

/**
 * Forms a guide uses that the reply preview does not handle yet, by guide and command. A guide with
 * such a command does not offer the preview. When the preview learns a form, the last test below
 * fails until its entry here goes.
 */
const notYetInPreview: Record<string, Record<string, string>> = {};

describe('the reply preview on a guide page', () => {
  const offering = guides.filter((guide) => readPage(`guides/${guide.slug}.mdx`).body.includes('<ReplyPreview'));
  const run = (command: GuideCommand) => {
    const line = command.chat?.find((chat) => chat.role !== 'bot');
    return previewReply(
      {reply: command.reply, message: line?.text ?? `!${command.name}`, senderName: line?.name ?? 'PixelPanda', level: command.userLevel, platform: 'twitch', samples: defaultSamples()},
      {counters: new Map(), random: seededRandom(1), now: () => new Date('2026-05-02T12:00:00Z')},
    );
  };

  it('is offered only where every command the guide builds can be tried in it', () => {
    expect(offering.length).toBeGreaterThan(0);
    for (const guide of offering) {
      expect(notYetInPreview[guide.slug], guide.slug).toBeUndefined();
      for (const [key, command] of Object.entries(guide.commands)) expect(run(command).diagnostics, `${guide.slug} ${key}`).toEqual([]);
    }
  });

  it("answers like each guide's chat example wherever the answer does not vary (the examples are right)", () => {
    let compared = 0;
    for (const guide of guides)
      for (const [key, command] of Object.entries(guide.commands)) {
        if (!command.chat || notYetInPreview[guide.slug]?.[key]) continue;
        const result = run(command);
        if (result.diagnostics.length > 0 || result.pieces.some((piece) => piece.live)) continue;
        expect(result.text, `${guide.slug} ${key}`).toBe(command.chat.find((line) => line.role === 'bot')?.text);
        compared += 1;
      }
    expect(compared).toBeGreaterThan(0);
  });

  it('lists only forms the preview still gets wrong', () => {
    for (const [slug, keys] of Object.entries(notYetInPreview))
      for (const key of Object.keys(keys)) {
        const command = guides.find((guide) => guide.slug === slug)?.commands[key];
        expect(command, `${slug} ${key}`).toBeDefined();
        expect(run(command!).diagnostics.length, `${slug} ${key} now previews cleanly: remove it from notYetInPreview`).toBeGreaterThan(0);
      }
  });
});
