/**
 * The plugin end to end, on a small site of its own written into a scratch folder: two entry
 * modules, their pages, a route list and a tag file. The checks themselves are the real ones
 * (imported by the fixture's collections module); only the data is small, so the test costs
 * the same on a busy machine as on a quiet one.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import dataValidationPlugin, {dataLoader} from '@site/plugins/data-validation';
import {declaringFiles} from '@site/plugins/data-validation/declaringFiles';

const repo = path.resolve(__dirname, '../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'data-validation-'));
/** A module of the repository, as a fixture file imports it. */
const real = (file: string) => JSON.stringify(path.join(repo, file));

// What every run of the plugin pays once per process, whatever the site (starting the TypeScript
// compiler, reading Zod), is paid here while the file loads; each test then pays for its small site.
writeFileSync(path.join(scratch, 'warm.ts'), `import ${real('src/data/validation/fields.ts')};\nexport const warm: number = 1;\n`);
dataLoader(repo)(path.join(scratch, 'warm.ts'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

function writeTree(root: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), text);
  }
}

const prose = 'Wave when a friend joins the stream; the bot greets them by name, so nobody arrives unnoticed in a busy chat.';

/** The command entry module, with the fields a test breaks. */
const commandModule = (fields: {userLevel: string; relatedCommands: string[]}) =>
  `export default ${JSON.stringify({
    name: 'wave',
    summary: 'Waves at chat.',
    aliases: [],
    syntax: ['!wave'],
    arguments: [],
    platforms: null,
    examples: [{title: 'A wave', lines: [{role: 'viewer', text: '!wave'}]}],
    edgeCases: [],
    ...fields,
  })};\n`;

/** The variable entry module, written with defineVariable as a contributor writes it. */
const variableModule = (fields: {name: string; form: string}) =>
  `import {defineVariable} from ${real('src/data/variables/define.ts')};\nexport default defineVariable(${JSON.stringify({
    name: fields.name,
    summary: 'Repeats a greeting.',
    syntax: [{form: fields.form, meaning: 'A greeting.'}],
    output: 'A greeting.',
    examples: [{title: 'A greeting', setup: '!command add !hi ${echo}', lines: [{role: 'bot', text: 'hello'}]}],
    relatedVariables: [],
    tags: ['variables', 'chatbot'],
  })});\n`;

/** A site with one command and one variable; `change` replaces or adds files. */
function fixtureSite(name: string, change: Record<string, string> = {}): string {
  const root = path.join(scratch, name);
  writeTree(root, {
    'spec/routes.txt': '/chatbot/commands/default/wave\n/chatbot/variables/echo\n',
    'docs/tags.yml': 'variables:\n  label: Variables\nchatbot:\n  label: Chatbot\n',
    'src/data/validation/collections.ts': `
      import {checkCommands} from ${real('src/data/commands/validate.ts')};
      import {checkVariables} from ${real('src/data/variables/validate.ts')};
      import {commands} from '../commands';
      import {variables} from '../variables';
      export const checkAllData = (context) => [...checkCommands(commands, context), ...checkVariables(variables, [], context)];`,
    'src/data/validation/problems.ts': `export * from ${real('src/data/validation/problems.ts')};\n`,
    'src/data/commands/index.ts': "import wave from './entries/wave';\nexport const commands = [wave];\n",
    'src/data/commands/entries/wave.ts': commandModule({userLevel: 'everyone', relatedCommands: []}),
    'src/data/variables/index.ts': "import echo from './entries/echo';\nexport const variables = [echo];\n",
    'src/data/variables/entries/echo.ts': variableModule({name: 'echo', form: '${echo}'}),
    'src/data/modules/index.ts': 'export const chatModules = [];\n',
    'src/data/filters/index.ts': 'export const spamFilters = [];\n',
    'src/data/topics/index.ts': 'export const topics = [];\n',
    'src/data/topics/entries/.keep': '',
    'src/preview/coverage.ts': 'export const previewGaps = () => [];\n',
    'docs/chatbot/commands/default/wave.mdx': `---\ntitle: '!wave'\nsidebar_label: '!wave'\ndescription: Waves at chat.\ntags: [chatbot, commands, default-commands]\n---\n\n<CommandPage command={command}>\n\n${prose}\n\n</CommandPage>\n`,
    'docs/chatbot/variables/echo.mdx': `---\ntitle: '\${echo}'\ndescription: Repeats a greeting.\ntags: [variables, chatbot]\n---\n\nimport variable from '@site/src/data/variables/entries/echo';\nimport related from '@site/src/data/variables/entries/echo?related';\n\n${['Syntax', 'Output', 'Examples', 'Platforms'].map((part) => `## ${part}\n\n<${part} variable={variable} />\n`).join('\n')}\n## Related\n\n<Related variable={variable} summaries={related} />\n`,
    ...change,
  });
  return root;
}

const loadContent = (siteDir: string) => Promise.resolve(dataValidationPlugin({siteDir} as LoadContext).loadContent!()).then(() => undefined, (error: unknown) => error as Error);

describe('plugins/data-validation', () => {
  let valid: string;
  beforeAll(() => {
    valid = fixtureSite('valid');
  });

  it('passes a site whose data and pages are right', async () => {
    expect(await loadContent(valid)).toBeUndefined();
  });

  it('fails loadContent with one error listing every problem, grouped by file', async () => {
    const broken = fixtureSite('broken', {
      'src/data/commands/entries/wave.ts': commandModule({userLevel: 'admin', relatedCommands: ['nosuch']}),
      'src/data/variables/entries/echo.ts': variableModule({name: 'ekko', form: '$(echo)'}),
      'docs/chatbot/commands/default/wave.mdx': "---\ntitle: '!wave'\nsidebar_label: '!wave'\ndescription: Waves at chat.\ntags: [chatbot, commands, default-commands]\n---\n\n<CommandPage command={command}>\n\nToo short.\n\n</CommandPage>\n",
    });
    const error = await loadContent(broken);
    expect(error?.message.split('\n')).toEqual([
      'Invalid data (7 problems in 4 files):',
      'docs/chatbot/commands/default/wave.mdx',
      '  /chatbot/commands/default/wave <CommandPage> prose: must say in more than 80 characters what the data cannot: when to use the command and what to watch for (it has 10); write it between <CommandPage command={command}> and </CommandPage>',
      'docs/chatbot/variables/ekko.mdx',
      '  /chatbot/variables/ekko page: is missing; every entry with a page has this file',
      'src/data/commands/entries/wave.ts',
      '  /chatbot/commands/default/wave userLevel: must be one of everyone, subscriber, regular, vip, moderator, supermoderator, broadcaster; got "admin"',
      '  /chatbot/commands/default/wave relatedCommands[0]: "nosuch" is not a default command (a file in src/data/commands/entries, named without "!")',
      'src/data/variables/entries/echo.ts',
      '  /chatbot/variables/ekko syntax[0].form: must start with "${" (this site writes variables as ${name})',
      '  /chatbot/variables/ekko syntax[0].form: must end with "}"',
      `  name: is "ekko"; an entry's name and its file name must be the same (the file name is the page's address)`,
    ]);
  });
});

describe('declaringFiles', () => {
  it('finds an entry in a category file and in a module of its own, by name, slug, export or content', () => {
    const dir = path.join(scratch, 'lookup');
    writeTree(dir, {
      'src/data/things/games.ts': "export const gameThings = [{name: 'dice'}, {slug: 'cards'}, {type: 'pair', words: ['a', 'b']}];\n",
      'src/data/things/entries/wave.ts': "export const wave = {name: 'wave'};\n",
      'src/data/things/index.ts': "export {wave} from './entries/wave';\nexport const all = [{name: 'dice'}];\n",
      'src/data/things/schema.ts': "export const thingSchema = {name: 'not an entry'};\n",
    });
    const fileOf = declaringFiles(dir, dataLoader(dir));
    expect(['dice', 'cards', 'gameThings', 'wave', JSON.stringify({type: 'pair', words: ['a', 'b']}), 'not an entry', 'ghost'].map((key) => fileOf('things', key))).toEqual([
      'src/data/things/games.ts',
      'src/data/things/games.ts',
      'src/data/things/games.ts',
      'src/data/things/entries/wave.ts',
      'src/data/things/games.ts',
      'src/data/things',
      'src/data/things',
    ]);
  });
});
