import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sectionFor} from '../../../plugins/shared/builtPages';
import {extractRecords} from '../../../plugins/search-index/extract';
import {twinPath} from '../../../src/shared/twinPaths';
import {commands} from '../../../src/data/commands';
import {commandPath} from '../../../src/data/commandRoutes';
import {userLevel} from '../../../src/data/userLevels';
import {buildDir, builtFileFor, pendingRoutes, requiredRoutes} from '../../support/routes';
import {leaks, plainHeading} from './twinScan';

const siteRoot = 'https://docs.streamelements.com';
const pending = new Set(pendingRoutes());
const routes = requiredRoutes().filter((route) => !pending.has(route) && builtFileFor(route));
const twinOf = (route: string) => readFileSync(path.join(buildDir, twinPath(route)), 'utf8');
const headingsOf = (markdown: string, level: number) =>
  markdown.split('\n').filter((line) => line.startsWith(`${'#'.repeat(level)} `)).map((line) => plainHeading(line.slice(level + 1)));

describe('Markdown twins in the build', () => {
  it('exist for every route', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((route) => !existsSync(path.join(buildDir, twinPath(route))))).toEqual([]);
  });

  it('hold no import, export, JSX or HTML outside code', () => {
    const leaking = routes.map((route) => ({route, leaks: leaks(twinOf(route))})).filter((r) => r.leaks.length > 0);
    expect(leaking).toEqual([]);
  });

  it("hold their page's h1 and every h2 and h3 the search index has", () => {
    const problems: string[] = [];
    for (const route of routes) {
      const records = extractRecords(readFileSync(builtFileFor(route) as string, 'utf8'), {siteRoot, route, section: sectionFor(route)});
      if (records.length === 0) continue; // no article: tag lists and search (listing twins)
      const twin = twinOf(route);
      const h1 = headingsOf(twin, 1);
      if (h1.length !== 1 || h1[0] !== plainHeading(records[0]?.hierarchy.lvl1 ?? '')) problems.push(`${route}: h1 ${JSON.stringify(h1)}`);
      for (const level of [2, 3] as const) {
        const inTwin = new Set(headingsOf(twin, level));
        const key = `lvl${level}` as const;
        for (const record of records.filter((r) => r.type === key)) {
          const heading = plainHeading(record.hierarchy[key] ?? '');
          if (!inTwin.has(heading)) problems.push(`${route}: h${level} "${heading}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000); // parses every built page twice; a busy shared machine needs more than the 5 s default

  it('give every command its syntax, aliases, user level and arguments', () => {
    const problems: string[] = [];
    for (const command of commands) {
      const route = commandPath(command.name);
      if (!builtFileFor(route)) continue;
      const twin = twinOf(route);
      const need = [
        ...command.syntax.map((syntax) => syntax),
        `**User level:** [${userLevel(command.userLevel).label}]`,
        ...command.aliases.map((alias) => `\`${alias}\``),
        ...command.arguments.map((argument) => `| \`${argument.name.replace(/\|/g, "\\|")}\``),
      ];
      if (command.aliases.length > 0) need.push('**Aliases:**');
      if (command.arguments.length > 0) need.push('## Arguments');
      for (const text of need) if (!twin.includes(text)) problems.push(`${route}: ${text}`);
      if (!/^```text$/m.test(twin)) problems.push(`${route}: no text fence for the syntax`);
    }
    expect(commands.length).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });

  it('use absolute links only', () => {
    const relative = routes.flatMap((route) => [...twinOf(route).matchAll(/\]\((?!https?:|mailto:)([^)]*)\)/g)].map((m) => `${route}: ${m[1]}`));
    expect(relative).toEqual([]);
  });
});
