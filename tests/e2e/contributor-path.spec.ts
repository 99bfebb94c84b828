import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {repoRoot} from '../support/routes';

/**
 * CONTRIBUTING.md's promise, kept: a default command and a variable are each added with their data
 * module and their page, and nothing else. In a copy of the project (tracked and new files, the same
 * node_modules), the test writes those four files, builds the site strictly, and finds both in the
 * tables, the search records and the Markdown twins. Then it starts the dev server and edits the
 * command's data: the open page shows the edit without a reload.
 */
const command = 'zzwave';
const variable = 'zzecho';
const commandSummary = 'Waves at the whole chat once, for testing the contributor path.';
const editedSummary = 'Waves at the whole chat twice, after an edit in the dev server.';

const commandEntry = (summary: string) => `import type {Command} from '../types';

const entry: Command = {
  name: '${command}',
  summary: '${summary}',
  userLevel: 'everyone',
  aliases: [],
  syntax: ['!${command}'],
  arguments: [],
  platforms: ['twitch'],
  examples: [{title: 'A wave', lines: [{role: 'viewer', name: 'PebbleFox', text: '!${command}'}, {role: 'bot', text: 'PebbleFox waves at everyone.'}]}],
  edgeCases: [],
  relatedCommands: ['8ball'],
};

export default entry;
`;

const commandPage = `---
title: '!${command}'
sidebar_label: '!${command}'
description: A throwaway command that tests the path a contributor takes.
tags: [chatbot, commands, default-commands]
---

import CommandPage from '@site/src/components/CommandPage';
import command from '@site/src/data/commands/entries/${command}';

<CommandPage command={command}>

Nothing to see here beyond the wave itself, which is the point: the page is data and a few words.

</CommandPage>
`;

const variableEntry = `import {defineVariable} from '../define';

export default defineVariable({
  name: '${variable}',
  summary: 'Repeats a fixed greeting, for testing the contributor path.',
  syntax: [{form: '\${${variable}}', meaning: 'A fixed greeting.'}],
  output: 'A fixed greeting.',
  examples: [
    {
      title: 'A greeting command',
      setup: '!command add !hi \${${variable}}',
      lines: [
        {role: 'viewer', name: 'PebbleFox', text: '!hi'},
        {role: 'bot', text: 'hello there'},
      ],
    },
  ],
  relatedVariables: [],
  platforms: ['twitch'],
  tags: ['variables', 'chatbot'],
  preview: {sample: 'hello there'},
});
`;

const variablePage = `---
title: '\${${variable}}'
description: A throwaway variable that tests the path a contributor takes.
tags: [variables, chatbot]
---

import variable from '@site/src/data/variables/entries/${variable}';
import related from '@site/src/data/variables/entries/${variable}?related';
import {Syntax, Output, Examples, Platforms, Related} from '@site/src/components/VariableReference';

A greeting, always the same one.

## Syntax

<Syntax variable={variable} />

## Output

<Output variable={variable} />

## Examples

<Examples variable={variable} />

## Platforms

<Platforms variable={variable} />

## Related

<Related variable={variable} summaries={related} />
`;

/** The project's files as a contributor's checkout has them: tracked and new, not ignored. */
function copyProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'contributor-'));
  const files = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {cwd: repoRoot, encoding: 'utf8'}).stdout.split('\n').filter(Boolean);
  for (const file of files) {
    if (!existsSync(path.join(repoRoot, file))) continue; // deleted in the working tree
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    cpSync(path.join(repoRoot, file), path.join(dir, file));
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

function write(dir: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  writeFileSync(path.join(dir, file), text);
}

test.describe('the contributor path', () => {
  test.describe.configure({mode: 'serial'});
  // A whole build and a dev server's first compile: minutes on a busy machine, not a speed budget.
  test.setTimeout(15 * 60_000);

  let dir: string;
  test.beforeAll(() => {
    dir = copyProject();
    write(dir, `src/data/commands/entries/${command}.ts`, commandEntry(commandSummary));
    write(dir, `docs/chatbot/commands/default/${command}.mdx`, commandPage);
    write(dir, `src/data/variables/entries/${variable}.ts`, variableEntry);
    write(dir, `docs/chatbot/variables/${variable}.mdx`, variablePage);
  });
  test.afterAll(() => rmSync(dir, {recursive: true, force: true}));

  test('a new command and a new variable build into pages, tables, search records and twins', () => {
    const build = spawnSync('node', ['scripts/build-strict.mjs'], {cwd: dir, encoding: 'utf8', env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'}});
    expect(build.status, build.stdout.slice(-3000) + build.stderr.slice(-3000)).toBe(0);
    const built = (file: string) => readFileSync(path.join(dir, 'build', file), 'utf8');

    expect(built(`chatbot/commands/default/${command}.html`)).toContain(commandSummary);
    expect(built('chatbot/commands/default.html')).toContain(`/chatbot/commands/default/${command}`);
    expect(built(`chatbot/variables/${variable}.html`)).toContain('A fixed greeting.');
    expect(built('chatbot/variables.html')).toContain(`/chatbot/variables/${variable}`);

    const indexFile = readdirSync(path.join(dir, 'build/assets/search')).find((file) => /^index\.[0-9a-f]+\.json$/.test(file));
    const index = built(`assets/search/${indexFile}`);
    expect(index).toContain(command);
    expect(index).toContain(variable);

    expect(built(`chatbot/commands/default/${command}.md`)).toContain(commandSummary);
    expect(built(`chatbot/variables/${variable}.md`)).toContain('A fixed greeting.');
    const llms = built('llms-full.txt');
    expect(llms).toContain(`!${command}`);
    expect(llms).toContain(`\${${variable}}`);
  });

  test('a data edit reaches the open page in the dev server', async ({page}) => {
    const port = Number(process.env.E2E_PORT ?? 4173) + 500;
    const server: ChildProcess = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--no-open', '--host', '127.0.0.1'], {cwd: dir, stdio: 'ignore', detached: true});
    try {
      const url = `http://127.0.0.1:${port}/chatbot/commands/default/${command}`;
      await expect.poll(async () => fetch(url).then((r) => r.status, () => 0), {timeout: 10 * 60_000, intervals: [2000]}).toBe(200);
      await page.goto(url);
      await expect(page.getByText(commandSummary).first()).toBeVisible({timeout: 5 * 60_000});
      write(dir, `src/data/commands/entries/${command}.ts`, commandEntry(editedSummary));
      await expect(page.getByText(editedSummary).first()).toBeVisible({timeout: 5 * 60_000});
    } finally {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    }
  });
});
