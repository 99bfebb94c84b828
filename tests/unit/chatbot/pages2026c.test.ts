import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {changelog} from '@site/src/data/changelog';
import {getCommand} from '@site/src/data/commands';
import {responseTypes} from '@site/src/data/commands/responseTypes';
import {platformIds, platformLabels} from '@site/src/data/platforms';
import {builtSearchIndex, builtTwin} from '../../support/built';
import {correction, missing, unsure} from '../../support/facts2026c';
import {buildDir, builtFileFor, optionalPageRoutes} from '../../support/routes';

/*
 * updates-2026c.yaml for the chatbot's start pages (/, the changelog, Your first command, timers,
 * troubleshooting), and the optional pages this branch built (new_pages.dedicated_pages_optional):
 * each reachable like its siblings. Reads the data and the build (needs `npm run build`).
 */

/** A twin's text as a reader sees it: Markdown's escapes undone. */
const plain = (markdown: string) => markdown.replace(/\\(.)/g, '$1');

/** The !names a sentence of the sheet lists, such as "!commands (on by default), !quote, !tip". */
const commandsIn = (text: string) => [...text.matchAll(/!([a-z0-9]+)/g)].map((m) => m[1] as string);

describe('/ First steps (correction G1)', () => {
  const fact = correction('/', 'first_steps_try_a_command');
  const twin = plain(builtTwin('/'));
  const step = /3\. Try a default command[^\n]*(?:\n {3}[^\n]*)*/.exec(twin)?.[0] ?? '';

  it('suggests commands that answer on Twitch, YouTube and Kick, as the data says', () => {
    const everywhere = commandsIn(String(fact.works_everywhere).split(':')[1] ?? '');
    expect(everywhere.length).toBeGreaterThan(0);
    const suggested = commandsIn(step.split(';')[0] ?? '');
    expect(suggested.length).toBeGreaterThan(0);
    for (const name of suggested) {
      expect(everywhere, name).toContain(name);
      expect(getCommand(name).platforms, name).toEqual(platformIds);
    }
  });

  it('says where !uptime and !followage do not answer, from their data', () => {
    expect(fact.fact).toMatch(/neither answers on Kick/);
    for (const name of ['uptime', 'followage']) {
      const missingHere = platformIds.filter((id) => !getCommand(name).platforms?.includes(id)).map((id) => platformLabels[id]);
      expect(missingHere, name).toContain('Kick');
      expect(step).toMatch(new RegExp(`!${name}\` \\([^)]*\\)`));
    }
    expect(step).toMatch(/stay silent on Kick/);
  });

  it('the troubleshooting test for a silent bot uses a command that answers everywhere', () => {
    expect(fact.also).toEqual(expect.arrayContaining([expect.stringMatching(/troubleshooting/)]));
    const entry = /### The bot does not answer anything[\s\S]*?\*\*Cause/.exec(plain(builtTwin('/chatbot/troubleshooting')))?.[0] ?? '';
    expect(entry).toMatch(/not even for \[`!commands`\]/);
    expect(entry).not.toMatch(/!uptime/);
    expect(getCommand('commands').platforms).toEqual(platformIds);
  });
});

describe('/chatbot/changelog 2024-07-24 (correction CL1)', () => {
  const entry = changelog.find((e) => e.date === '2024-07-24');

  it('says the docs were updated and no page is new', () => {
    expect(correction('/chatbot/changelog', '2024-07-24').fact).toMatch(/no page is said to be new/);
    expect(entry?.summary).not.toMatch(/pages? of (their|its) own|new page|gained pages/i);
    expect(entry?.summary).toMatch(/\$\{channel\} gained the arguments/);
    expect(entry?.summary).toMatch(/\$\{user\} and \$\{sender\} descriptions were improved/);
    expect(builtTwin('/chatbot/changelog')).toContain('${channel} gained the arguments');
  });
});

describe('/chatbot/gettingstarted/commands: Response Type and aliases (missing G2)', () => {
  const fact = missing('/chatbot/gettingstarted/commands', 'response_type_and_aliases') as {response_type: {values: Record<string, string>}; save_button: string};
  const twin = plain(builtTwin('/chatbot/gettingstarted/commands'));

  it('has the four response types, in the sheet’s order', () => {
    expect(responseTypes.map((type) => type.name)).toEqual(Object.keys(fact.response_type.values));
    expect(responseTypes.find((type) => type.name === 'Reply')?.does).toMatch(/falls back to Mention/);
    expect(responseTypes.find((type) => type.name === 'Mention')?.does).toMatch(/an @, the name of whoever ran the command and a comma/);
  });

  it('the page explains each one, the aliases and the Activate Command button', () => {
    expect(twin).toMatch(/\*\*Response Type\.\*\*/);
    for (const type of responseTypes) expect(twin).toContain(type.does);
    expect(twin).toMatch(/\*\*Aliases\.\*\* Optionally, add other names that run the same command/);
    expect(twin).toContain(`**${fact.save_button}**`);
  });
});

describe('/chatbot/timers: the offline interval (unsure timers_offline_interval)', () => {
  it('says in one line that it is not confirmed, with both readings and what to do', () => {
    expect(unsure('timers_offline_interval').readings).toHaveLength(2);
    const twin = plain(builtTwin('/chatbot/timers'));
    expect(twin).toMatch(/An offline interval is not confirmed: the timers page lists none, while the getting-started guide\s+points to one\. Look in your timer editor/);
    expect(twin).not.toMatch(/no longer documented/);
  });
});

describe('optional pages this branch built: each reachable like its siblings', () => {
  const built = optionalPageRoutes().filter((route) => /^\/chatbot\/(modules|filters)\//.test(route) && builtFileFor(route));
  const llms = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
  const index = builtSearchIndex();

  it('builds the filter and module pages chosen (all four filters; three of the four modules)', () => {
    expect(built.filter((route) => route.startsWith('/chatbot/filters/')).length).toBe(4);
    expect(built.filter((route) => route.startsWith('/chatbot/modules/')).sort()).toEqual(['/chatbot/modules/contests', '/chatbot/modules/giveaways', '/chatbot/modules/songrequest']);
  });

  it.each(built)('%s has a twin, a line in llms.txt, search records and a link from its section index', (route) => {
    expect(builtTwin(route).length).toBeGreaterThan(500);
    expect(llms).toContain(`${route}.md)`);
    expect(index).toContain(route);
    const section = route.slice(0, route.lastIndexOf('/'));
    expect(builtTwin(section)).toContain(`${route})`);
  });
});
