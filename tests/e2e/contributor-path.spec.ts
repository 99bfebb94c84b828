import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {repoRoot} from '../support/routes';
import {appReady} from './support';

/**
 * CONTRIBUTING.md's promise, kept: a default command and a variable are each added with their data
 * module and their page, and nothing else. In a copy of the project (tracked and new files, the same
 * node_modules), the test writes those four files, builds the site strictly, and finds both in the
 * tables, the search records and the Markdown twins. It adds an interactive tool the way "Add an
 * interactive tool" says (its folder with tool.json, one line in the registry, its bench, its place on
 * a page) and opens it from the built site under the site's CSP. Then it starts the dev server and
 * edits the command's data: the open page shows the edit without a reload.
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
import {Syntax, Output, Examples, Notes, Platforms, Related} from '@site/src/components/VariableReference';

A greeting, always the same one.

## Syntax

<Syntax variable={variable} />

## Output

<Output variable={variable} />

## Examples

<Examples variable={variable} />

## What can go wrong

<Notes variable={variable} />

## Platforms

<Platforms variable={variable} />

## Related

<Related variable={variable} summaries={related} />
`;

// The new tool: a dice roller on /chatbot/timers, in its own folder plus one registration.
const toolLabel = 'Rolled on the contributor path';
const toolFiles: Record<string, string> = {
  'src/zzdice/tool.json': JSON.stringify({id: 'dice-roller', name: 'dice roller', page: '/chatbot/timers', loadsOnIntent: toolLabel, kept: 'Your last roll is kept.', connect: [], bench: 'zzdice.mjs'}, null, 2),
  'src/zzdice/ui/roller.module.css': '.roller {\n  padding: 0.5rem;\n  border: 1px solid var(--ifm-color-emphasis-300);\n}\n',
  'src/zzdice/ui/Roller.tsx': `import React, {useState} from 'react';
import styles from './roller.module.css';

export default function Roller(): React.ReactElement {
  const [roll, setRoll] = useState(4);
  return (
    <div className={styles.roller}>
      <p>
        ${toolLabel}: <output>{roll}</output>
      </p>
      <button type="button" className="button button--secondary" onClick={() => setRoll((roll % 6) + 1)}>
        Roll again
      </button>
    </div>
  );
}
`,
  'src/zzdice/Mount.tsx': `import React, {useState, type ComponentType} from 'react';
import ToolBoundary from '@site/src/components/ToolBoundary';
import tool from './tool.json';

const loadRoller = () => import('./ui/Roller');

export default function DiceRoller(): React.ReactElement {
  const [Roller, setRoller] = useState<ComponentType | null>(null);
  if (Roller) {
    return (
      <ToolBoundary tool={{name: tool.name, kept: tool.kept}}>
        <Roller />
      </ToolBoundary>
    );
  }
  const warm = () => void loadRoller().catch(() => undefined);
  const open = () => void loadRoller().then((module) => setRoller(() => module.default));
  return (
    <button type="button" className="button button--primary" data-needs-js="" onPointerEnter={warm} onFocus={warm} onClick={open}>
      Open the dice roller
    </button>
  );
}
`,
  'scripts/bench-tools/zzdice.mjs': `import {figureTable, startToolBench} from '../bench/tool-bench.mjs';
import {toolOfBench} from '../bench/toolDescriptors.mjs';

const {page: route, loadsOnIntent} = toolOfBench(import.meta.url);
const {server, browser, stop} = await startToolBench();
const {row, report} = figureTable();
try {
  const page = await browser.newPage();
  await page.goto(server.url + route, {waitUntil: 'networkidle'});
  const start = Date.now();
  await page.getByRole('button', {name: 'Open the dice roller'}).click();
  await page.getByText(loadsOnIntent).waitFor();
  row('click to a ready roller', Date.now() - start, 'ms', 1000);
} finally {
  await stop();
}
report();
`,
};

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
    for (const [file, text] of Object.entries(toolFiles)) write(dir, file, text);
    const registry = readFileSync(path.join(dir, 'src/tools/registry.ts'), 'utf8');
    write(dir, 'src/tools/registry.ts', registry.replace('const registered = {\n', "import diceRoller from '../zzdice/tool.json';\n\nconst registered = {\n  'src/zzdice': diceRoller,\n"));
    const timers = readFileSync(path.join(dir, 'docs/chatbot/timers.mdx'), 'utf8');
    write(dir, 'docs/chatbot/timers.mdx', `${timers}\nimport DiceRoller from '@site/src/zzdice/Mount';\n\n<DiceRoller />\n`);
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

  test('a new tool: registered, on intent, in its boundary, under the CSP', async ({page}) => {
    const checks = spawnSync('npx', ['vitest', 'run', '--reporter=verbose', 'tests/unit/tools/registry.test.ts'], {cwd: dir, encoding: 'utf8'});
    expect(checks.status, checks.stdout.slice(-3000) + checks.stderr.slice(-3000)).toBe(0);
    expect(checks.stdout).toContain('dice-roller');

    const port = Number(process.env.E2E_PORT ?? 4173) + 501;
    const server: ChildProcess = spawn('node', ['scripts/serve.mjs', '--port', String(port)], {cwd: dir, stdio: 'ignore', detached: true});
    try {
      const origin = `http://127.0.0.1:${port}`;
      await expect.poll(async () => fetch(`${origin}/chatbot/timers`).then((r) => r.status, () => 0), {timeout: 60_000}).toBe(200);
      const violations: string[] = [];
      page.on('console', (message) => /Content Security Policy/.test(message.text()) && violations.push(message.text()));
      // Each body is read after its response: the checks wait for every read under way.
      const reads: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') reads.push(response.text().catch(() => ''));
      });
      await page.goto(`${origin}/chatbot/timers`);
      // Hydrated, then quiet: before hydration a busy machine may not have asked for any script.
      await appReady(page);
      await page.waitForLoadState('networkidle');
      const open = page.getByRole('button', {name: 'Open the dice roller'});
      await expect(open).toBeVisible();
      expect((await Promise.all(reads)).filter((text) => text.includes(toolLabel))).toEqual([]);
      await open.click();
      await expect(page.getByText(toolLabel)).toBeVisible();
      await page.getByRole('button', {name: 'Roll again'}).click();
      await expect(page.locator('output')).toHaveText('5');
      await expect.poll(async () => (await Promise.all(reads)).some((text) => text.includes(toolLabel))).toBe(true);
      expect(violations).toEqual([]);
    } finally {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    }
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
