/**
 * The build's check of the pages data entries render on: every command, variable, module, filter
 * and topic with a page has its MDX file under docs/, and the page hands its own entry to the
 * components, says in its front matter what the data says, and adds what the data cannot (a
 * command page's prose). Problems are filed under the page: `<page file> <route> <part>: <problem>`.
 * What remark-command-page checks while compiling a command page (its import and front matter
 * title) is not repeated here.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {Problem} from '../../src/data/validation/problems';
import {variableTitle} from '../../src/data/variables/paths';
import {worksSomewhereOnly} from '../../src/data/variables/platformOutcomes';

/** What the variable check reads of where a variable works (its "What can go wrong" has platform lines when it does not work everywhere). */
type VariableWhere = Parameters<typeof worksSomewhereOnly>[0];

/** The least prose, in characters without markup, a command page adds to its data. */
export const MIN_COMMAND_PROSE = 80;

/** What the check reads of each collection: the entries that have a page. */
export interface EntriesWithPages {
  commands: readonly {name: string}[];
  variables: readonly (VariableWhere & {tags: readonly string[]; parameters: readonly unknown[]; notes: readonly unknown[]; notForms?: readonly unknown[]})[];
  modules: readonly {slug: string}[];
  filters: readonly {slug: string}[];
  topics: readonly {name: string; slug: string}[];
}

interface Page {
  file: string;
  route: string;
  front: Record<string, unknown>;
  body: string;
}

type Report = (page: Page, part: string, problem: string) => void;

function readPage(siteDir: string, file: string, route: string): Page | undefined {
  const full = path.join(siteDir, file);
  if (!existsSync(full)) return undefined;
  const text = readFileSync(full, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  const front = match ? ((yaml.load(match[1] ?? '') ?? {}) as Record<string, unknown>) : {};
  return {file, route, front, body: match ? (match[2] ?? '') : text};
}

/** One sentence, capital first, full stop last, short enough for a search result. */
function checkDescription(page: Page, report: Report): void {
  const description = page.front.description;
  if (typeof description !== 'string' || !/^[A-Z$'`][^\n]*[.!?]$/.test(description) || description.split(/[.!?](?:\s|$)/).filter((part) => part.trim()).length !== 1)
    report(page, 'front matter description', 'must be one sentence on one line, starting with a capital and ending with a full stop');
  else if (description.length > 160) report(page, 'front matter description', `must be at most 160 characters (a search result shows no more); it has ${description.length}`);
}

/** The text a reader sees between `<CommandPage …>` and `</CommandPage>`, markup left out. */
export function commandProse(body: string): string {
  const start = body.indexOf('<CommandPage');
  const end = body.indexOf('</CommandPage>');
  if (start === -1 || end === -1) return '';
  return body
    .slice(body.indexOf('>', start) + 1, end)
    .replace(/<[^>]+>/g, '')
    .trim();
}

function checkCommandPage(page: Page, name: string, report: Report): void {
  // A wrong title or label is named by remark-command-page as the page compiles; a missing one here.
  for (const field of ['title', 'sidebar_label']) if (page.front[field] === undefined) report(page, `front matter ${field}`, `is missing; write ${field}: '!${name}'`);
  checkDescription(page, report);
  const tags = Array.isArray(page.front.tags) ? page.front.tags : [];
  const missing = ['chatbot', 'commands', 'default-commands'].filter((tag) => !tags.includes(tag));
  if (missing.length > 0) report(page, 'front matter tags', `must include ${missing.join(', ')} (every default command page does)`);
  const prose = commandProse(page.body);
  if (prose.length <= MIN_COMMAND_PROSE)
    report(
      page,
      '<CommandPage> prose',
      `must say in more than ${MIN_COMMAND_PROSE} characters what the data cannot: when to use the command and what to watch for (it has ${prose.length}); write it between <CommandPage command={command}> and </CommandPage>`,
    );
  if (/^#{1,6} /m.test(page.body)) report(page, 'headings', 'must be left to <CommandPage>, which writes every section heading from the data; write prose without "#" headings');
}

/** A variable page's sections: heading, the component under it, and whether the entry has data for it. */
const variableSections: [heading: string, component: string, shown: (entry: EntriesWithPages['variables'][number]) => boolean][] = [
  ['Syntax', '<Syntax variable={variable} />', () => true],
  ['Parameters', '<Parameters variable={variable} />', (entry) => entry.parameters.length > 0],
  ['Output', '<Output variable={variable} />', () => true],
  ['Examples', '<Examples variable={variable} />', () => true],
  ['What can go wrong', '<Notes variable={variable} />', (entry) => entry.notes.length > 0 || (entry.notForms ?? []).length > 0 || worksSomewhereOnly(entry)],
  ['Platforms', '<Platforms variable={variable} />', () => true],
  ['Related', '<Related variable={variable} summaries={related} />', () => true],
];

function checkVariablePage(page: Page, entry: EntriesWithPages['variables'][number], report: Report): void {
  const title = variableTitle(entry.name);
  if (page.front.title !== title) report(page, 'front matter title', `must be '${title}'`);
  if (JSON.stringify(page.front.tags) !== JSON.stringify(entry.tags)) report(page, 'front matter tags', `must be the entry's tags, [${entry.tags.join(', ')}]`);
  checkDescription(page, report);
  const source = `@site/src/data/variables/entries/${entry.name}`;
  if (!page.body.includes(`import variable from '${source}';`)) report(page, 'import', `must import its own entry: import variable from '${source}';`);
  const showsRelated = page.body.includes('<Related ');
  if (showsRelated !== page.body.includes(`import related from '${source}?related';`))
    report(page, 'import', `<Related> needs the related summaries, and only it does: import related from '${source}?related';`);
  for (const [heading, component, shown] of variableSections) {
    const hasHeading = page.body.includes(`\n## ${heading}\n`);
    const hasComponent = page.body.includes(component);
    if (shown(entry) && !(hasHeading && hasComponent)) report(page, `## ${heading}`, `must be there, with ${component} under it (the entry has data for it)`);
    if (!shown(entry) && (hasHeading || hasComponent)) report(page, `## ${heading}`, `must be left out: the entry has no data for it (or add the data)`);
  }
  if (/^# /m.test(page.body)) report(page, 'headings', 'must start at "##": the title is the page\'s only h1');
  if (page.body.includes('$(')) report(page, 'prose', 'must write variables as ${...}, the spelling the whole site uses, not $(...)');
}

function checkTopicPage(page: Page, entry: EntriesWithPages['topics'][number], report: Report): void {
  const source = `@site/src/data/topics/entries/${entry.name}`;
  if (!page.body.includes(`import topic from '${source}';`)) report(page, 'import', `must import its own entry: import topic from '${source}';`);
  const parts = [...page.body.matchAll(/<(Topic(?:Facts|Subscribe|Fields|Examples))\b([^>]*)\/>/g)];
  for (const needed of ['TopicFacts', 'TopicSubscribe'])
    if (!parts.some((part) => part[1] === needed)) report(page, `<${needed}>`, `is missing; every topic page shows <${needed} topic={topic} />`);
  for (const part of parts) if (part[2]?.trim() !== 'topic={topic}') report(page, `<${part[1]}>`, 'must be given the page\'s own entry and nothing else: topic={topic}');
}

function checkLayoutPage(page: Page, required: readonly string[], report: Report): void {
  for (const text of required) if (!page.body.includes(text)) report(page, 'body', `must contain ${text}, which renders the page's own entry`);
}

export function entryPageProblems(siteDir: string, entries: EntriesWithPages): Problem[] {
  const problems: Problem[] = [];
  const report: Report = (page, part, problem) => problems.push({file: page.file, message: `${page.route} ${part}: ${problem}`});
  const each = <T>(list: readonly T[], file: (entry: T) => string, route: (entry: T) => string, check: (page: Page, entry: T) => void) => {
    for (const entry of list) {
      const page = readPage(siteDir, file(entry), route(entry));
      if (page) check(page, entry);
      else problems.push({file: file(entry), message: `${route(entry)} page: is missing; every entry with a page has this file`});
    }
  };
  each(entries.commands, (c) => `docs/chatbot/commands/default/${c.name}.mdx`, (c) => `/chatbot/commands/default/${c.name}`, (page, c) => checkCommandPage(page, c.name, report));
  each(entries.variables, (v) => `docs/chatbot/variables/${v.name}.mdx`, (v) => `/chatbot/variables/${v.name}`, (page, v) => checkVariablePage(page, v, report));
  each(entries.modules, (m) => `docs/chatbot/modules/${m.slug}.mdx`, (m) => `/chatbot/modules/${m.slug}`, (page, m) =>
    checkLayoutPage(page, [`moduleBySlug('${m.slug}')`, '<ModuleSummary module={mod} />'], report),
  );
  each(entries.filters, (f) => `docs/chatbot/filters/${f.slug}.mdx`, (f) => `/chatbot/filters/${f.slug}`, (page, f) =>
    checkLayoutPage(page, [`filterBySlug('${f.slug}')`, '<SettingsTable settings={filter.settings}'], report),
  );
  // A topic without its page is reported by the topic check (its slug is not a route).
  for (const topic of entries.topics) {
    const page = readPage(siteDir, `docs/websockets/topics/${topic.slug}.mdx`, `/websockets/topics/${topic.slug}`);
    if (page) checkTopicPage(page, topic, report);
  }
  return problems;
}
