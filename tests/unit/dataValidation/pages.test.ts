import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {entryPageProblems, MIN_COMMAND_PROSE, type EntriesWithPages} from '@site/plugins/data-validation/pages';
import {texts} from './context';

/** The pages of a small site, written into a scratch folder; each test writes the ones it needs. */
const site = mkdtempSync(path.join(tmpdir(), 'entry-pages-'));
afterAll(() => rmSync(site, {recursive: true, force: true}));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  writeFileSync(path.join(site, file), text);
};
const none: EntriesWithPages = {commands: [], variables: [], modules: [], filters: [], topics: []};
const problems = (entries: Partial<EntriesWithPages>) => texts(entryPageProblems(site, {...none, ...entries}));

const prose = 'Wave when a friend joins the stream; the bot greets them by name, so nobody arrives unnoticed in a busy chat.';
const commandPage = (body: string, front = "title: '!wave'\nsidebar_label: '!wave'\ndescription: Waves at chat.\ntags: [chatbot, commands, default-commands]") =>
  `---\n${front}\n---\n\nimport CommandPage from '@site/src/components/CommandPage';\nimport command from '@site/src/data/commands/entries/wave';\n\n<CommandPage command={command}>\n\n${body}\n\n</CommandPage>\n`;

describe('command pages', () => {
  const at = 'docs/chatbot/commands/default/wave.mdx /chatbot/commands/default/wave';
  const check = () => problems({commands: [{name: 'wave'}]});

  it('accepts a page with prose of its own', () => {
    write('docs/chatbot/commands/default/wave.mdx', commandPage(prose));
    expect(check()).toEqual([]);
  });

  it(`names a page whose prose has ${MIN_COMMAND_PROSE} characters or fewer`, () => {
    write('docs/chatbot/commands/default/wave.mdx', commandPage('Waves. <strong>Short.</strong>'));
    expect(check()).toEqual([
      `${at} <CommandPage> prose: must say in more than ${MIN_COMMAND_PROSE} characters what the data cannot: when to use the command and what to watch for (it has 13); write it between <CommandPage command={command}> and </CommandPage>`,
    ]);
  });

  it('names a missing label, a heading in the prose, a description that is not one sentence, and a missing tag', () => {
    write('docs/chatbot/commands/default/wave.mdx', commandPage(`## When\n\n${prose}`, "title: '!wave'\ndescription: waves at chat\ntags: [chatbot, commands]"));
    expect(check()).toEqual([
      `${at} front matter sidebar_label: is missing; write sidebar_label: '!wave'`,
      `${at} front matter description: must be one sentence on one line, starting with a capital and ending with a full stop`,
      `${at} front matter tags: must include default-commands (every default command page does)`,
      `${at} headings: must be left to <CommandPage>, which writes every section heading from the data; write prose without "#" headings`,
    ]);
  });

  it('names a command without its page', () => {
    expect(problems({commands: [{name: 'nopage'}]})).toEqual(['docs/chatbot/commands/default/nopage.mdx /chatbot/commands/default/nopage page: is missing; every entry with a page has this file']);
  });
});

describe('variable pages', () => {
  const at = 'docs/chatbot/variables/echo.mdx /chatbot/variables/echo';
  const echo = {name: 'echo', tags: ['variables', 'chatbot'], parameters: [], notes: [], platforms: ['twitch', 'youtube', 'kick'] as const};
  const page = (sections: string, imports = "import variable from '@site/src/data/variables/entries/echo';\nimport related from '@site/src/data/variables/entries/echo?related';") =>
    `---\ntitle: '\${echo}'\ndescription: Repeats a greeting.\ntags: [variables, chatbot]\n---\n\n${imports}\n\nA greeting.\n${sections}`;
  const all = ['Syntax', 'Output', 'Examples', 'Platforms'].map((name) => `\n## ${name}\n\n<${name} variable={variable} />\n`).join('') + '\n## Related\n\n<Related variable={variable} summaries={related} />\n';

  it('accepts a page with a section for each part its entry fills', () => {
    write('docs/chatbot/variables/echo.mdx', page(all));
    expect(problems({variables: [echo]})).toEqual([]);
  });

  it('names a missing section, a section without data, and the related summaries not imported', () => {
    write('docs/chatbot/variables/echo.mdx', page(`${all.replace('\n## Examples\n\n<Examples variable={variable} />\n', '')}\n## Parameters\n\n<Parameters variable={variable} />\n`, "import variable from '@site/src/data/variables/entries/echo';"));
    expect(problems({variables: [echo]})).toEqual([
      `${at} import: <Related> needs the related summaries, and only it does: import related from '@site/src/data/variables/entries/echo?related';`,
      `${at} ## Parameters: must be left out: the entry has no data for it (or add the data)`,
      `${at} ## Examples: must be there, with <Examples variable={variable} /> under it (the entry has data for it)`,
    ]);
  });

  it('names a title, tags and an import that do not match the entry, and the $(...) spelling', () => {
    write('docs/chatbot/variables/echo.mdx', page(`${all}\nWrite $(echo) anywhere.\n`, "import variable from '@site/src/data/variables/entries/hello';\nimport related from '@site/src/data/variables/entries/echo?related';").replace("title: '${echo}'", 'title: echo').replace('tags: [variables, chatbot]', 'tags: [variables]'));
    expect(problems({variables: [echo]})).toEqual([
      `${at} front matter title: must be '\${echo}'`,
      `${at} front matter tags: must be the entry's tags, [variables, chatbot]`,
      `${at} import: must import its own entry: import variable from '@site/src/data/variables/entries/echo';`,
      `${at} prose: must write variables as \${...}, the spelling the whole site uses, not $(...)`,
    ]);
  });

  it('asks for "What can go wrong" on a variable that does not work everywhere, and for a spelling the bot does not have', () => {
    write('docs/chatbot/variables/echo.mdx', page(all));
    const missing = `${at} ## What can go wrong: must be there, with <Notes variable={variable} /> under it (the entry has data for it)`;
    expect(problems({variables: [{...echo, platforms: ['twitch']}]})).toEqual([missing]);
    expect(problems({variables: [{...echo, platforms: ['twitch'], unconfirmedPlatforms: ['kick', 'youtube']}]})).toEqual([missing]);
    expect(problems({variables: [{...echo, notForms: [{form: '${echoes}', why: 'No such name.', instead: '${echo}'}]}]})).toEqual([missing]);
    write('docs/chatbot/variables/echo.mdx', page(`${all}\n## What can go wrong\n\n<Notes variable={variable} />\n`));
    expect(problems({variables: [{...echo, platforms: ['twitch']}]})).toEqual([]);
    expect(problems({variables: [echo]})).toEqual([`${at} ## What can go wrong: must be left out: the entry has no data for it (or add the data)`]);
  });

  it('takes the title of a page that covers a family of tokens from src/data/variables/paths.ts', () => {
    const family = {...echo, name: 'args'};
    write('docs/chatbot/variables/args.mdx', page(all, "import variable from '@site/src/data/variables/entries/args';\nimport related from '@site/src/data/variables/entries/args?related';").replace("title: '${echo}'", "title: '${args}'"));
    expect(problems({variables: [family]})).toEqual(["docs/chatbot/variables/args.mdx /chatbot/variables/args front matter title: must be 'Argument tokens'"]);
  });
});

describe('topic, module and filter pages', () => {
  it('names a topic page that does not hand its own entry to each part', () => {
    write(
      'docs/websockets/topics/channel-tips.mdx',
      "import topic from '@site/src/data/topics/entries/channel.tips';\n\n<TopicFacts topic={topic} />\n\n<TopicFields topic={other} />\n",
    );
    expect(problems({topics: [{name: 'channel.tips', slug: 'channel-tips'}]})).toEqual([
      'docs/websockets/topics/channel-tips.mdx /websockets/topics/channel-tips <TopicSubscribe>: is missing; every topic page shows <TopicSubscribe topic={topic} />',
      "docs/websockets/topics/channel-tips.mdx /websockets/topics/channel-tips <TopicFields>: must be given the page's own entry and nothing else: topic={topic}",
    ]);
  });

  it('names a module or filter page that renders another entry', () => {
    write('docs/chatbot/modules/duel.mdx', "export const mod = moduleBySlug('raffle');\n\n<ModuleSummary module={mod} />\n");
    write('docs/chatbot/filters/links.mdx', "export const filter = filterBySlug('links');\n\n<SettingsTable settings={filter.settings} />\n");
    expect(problems({modules: [{slug: 'duel'}], filters: [{slug: 'links'}]})).toEqual([
      "docs/chatbot/modules/duel.mdx /chatbot/modules/duel body: must contain moduleBySlug('duel'), which renders the page's own entry",
    ]);
  });
});
