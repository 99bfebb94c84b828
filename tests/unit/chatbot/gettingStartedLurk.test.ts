/**
 * The first command a streamer writes (/chatbot/gettingstarted/commands) greets whoever typed it,
 * on every platform the bot serves, even when the viewer adds a word ("!lurk brb"): `${user}` would
 * take that word as a name (updates-2026b, variables.user.default_target) and does not work on
 * YouTube, which is why the page uses `${sender}`.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {platformIds} from '@site/src/data/platforms';
import {run} from '../preview/support';

const page = readFileSync(path.join(__dirname, '../../../docs/chatbot/gettingstarted/commands.mdx'), 'utf8');
const fromChat = /^!cmd add !lurk (.+)$/m.exec(page)![1]!;
const fromEditor = /```text\n\s*(Enjoy the lurk.+)\n/.exec(page)![1]!;

describe('the getting-started !lurk', () => {
  it('writes the same reply in the editor and in chat', () => {
    expect(fromEditor).toBe(fromChat);
  });

  it.each(platformIds.map((platform) => [platform]))('greets the viewer who typed it on %s, with or without a word after it', (platform) => {
    for (const message of ['!lurk', '!lurk brb', '!lurk @someone_else']) {
      const result = run(fromChat, {message, senderName: 'PixelPanda', platform});
      expect(result.diagnostics.filter((d) => d.severity === 'error'), message).toEqual([]);
      expect(result.text, message).toMatch(/^Enjoy the lurk, PixelPanda!/);
    }
  });
});
