import {describe, expect, it} from 'vitest';
import {defineVariable} from '@site/src/data/variables/define';
import {checkVariables} from '@site/src/data/variables/validate';
import type {VariableDoc, VariableWithoutPage} from '@site/src/data/variables/types';
import {context, texts} from './context';

/** A small, valid variable written as a contributor writes one, to break one field at a time. */
const echo = (): VariableDoc =>
  defineVariable({
    name: 'echo',
    summary: 'Repeats a fixed greeting.',
    syntax: [{form: '${echo}', meaning: 'A fixed greeting.'}],
    output: 'A fixed greeting.',
    examples: [{title: 'A greeting', setup: '!command add !hi ${echo}', lines: [{role: 'viewer', text: '!hi'}, {role: 'bot', text: 'hello there'}]}],
    relatedVariables: [],
    tags: ['variables', 'chatbot'],
  });
const listed = (): VariableWithoutPage => ({name: 'provider', summary: 'The platform of the chat.', syntax: [{form: '${provider}', meaning: 'twitch, youtube or kick.'}], notes: [], platforms: null, platformNotes: []});

const at = 'src/data/variables/echo.ts /chatbot/variables/echo';
const problems = (change: Record<string, unknown>) => texts(checkVariables([{...echo(), ...change} as VariableDoc], [], context));

describe('variable entries (src/data/variables/schema.ts)', () => {
  it('accepts a valid entry', () => {
    expect(problems({})).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['an empty summary', {summary: ' '}, ['summary: must not be empty']],
    ['a syntax form written $(...)', {syntax: [{form: '$(echo)', meaning: 'A greeting.'}]}, ['syntax[0].form: must start with "${" (this site writes variables as ${name})', 'syntax[0].form: must end with "}"']],
    ['no syntax form', {syntax: []}, ['syntax: needs at least one form']],
    ['no worked example', {examples: []}, ['examples: needs at least one worked example']],
    ['an example not made with !command add', {examples: [{...echo().examples[0]!, setup: '!hi ${echo}'}]}, ['examples[0].setup: must start with "!command add !"']],
    ['an example setup written $(...)', {examples: [{...echo().examples[0]!, setup: '!command add !hi $(echo)'}]}, ['examples[0].setup: must write variables as ${...}, not $(...)']],
    ['an example with neither a reply nor a result', {examples: [{title: 'Quiet', setup: '!command add !hi ${echo}', lines: [{role: 'viewer', text: '!hi'}]}]}, ['examples[0]: needs a bot reply (a line with role "bot") or a result that says what happens']],
    ['a field outside the variable', {fields: [{name: 'channel.viewers', meaning: 'Viewers.'}]}, ['fields[0].name: must start with "echo."']],
    ['an alias written $(...)', {aliases: ['$(repeat)']}, ['aliases[0]: must start with "${"']],
    ['tags that do not start with "variables"', {tags: ['chatbot', 'variables']}, ['tags: must start with "variables"']],
    ['a tag listed twice', {tags: ['variables', 'chatbot', 'chatbot']}, ['tags[2]: "chatbot" is listed twice']],
    ['a tag variable pages do not use', {tags: ['variables', 'sunshine']}, ['tags[1]: must be one of variables, chatbot, action, ai, channel, counters, emotes, escaping, finance, game, integrations, loyalty-points, math, quotes, random, sender, stream-info, time, twitch, url, user, weather; got "sunshine"']],
    ['a tag missing from docs/tags.yml', {tags: ['variables', 'math']}, ['tags[1]: "math" is not in docs/tags.yml; add it there or pick another tag']],
    ['a note of an unknown kind', {notes: [{kind: 'warning', text: 'Careful.'}]}, ['notes[0].kind: must be one of error, limit, behaviour; got "warning"']],
    ['a related link to itself', {relatedVariables: ['echo']}, ['relatedVariables[0]: must not point at the page itself']],
    ['a related variable without a page', {relatedVariables: ['weathr']}, ['relatedVariables[0]: "weathr" is not a variable with a page (a file in src/data/variables/entries)']],
    ['a related command without a page', {relatedCommands: ['forecast']}, ['relatedCommands[0]: /chatbot/commands/default/forecast is not a route the site serves']],
    ['a platform in literalOn the variable works on', {platforms: ['twitch', 'kick'], literalOn: ['kick', 'youtube']}, ['literalOn[0]: "kick" is a platform the variable works on (or may work on); list only platforms outside "platforms"']],
    ['a platform in literalOn the pages are unsure of', {platforms: ['twitch'], unconfirmedPlatforms: ['kick'], literalOn: ['kick']}, ['literalOn[0]: "kick" is a platform the variable works on (or may work on); list only platforms outside "platforms"']],
    ['a spelling the bot lacks that is also a form', {notForms: [{form: '${echo}', why: 'Old spelling.', instead: '${echo}'}]}, ['notForms[0].form: ${echo} is one of the entry\'s own syntax forms; a form cannot be both']],
    ['a spelling the bot lacks without its reason or written $(...)', {notForms: [{form: '$(echoes)', why: 'no full stop', instead: '${echo}'}]}, ['notForms[0].form: must start with "${" (this site writes variables as ${name})', 'notForms[0].form: must end with "}"', 'notForms[0].why: must end like a sentence (a full stop)']],
    [
      'an unconfirmed note longer than one short line',
      {notes: [{kind: 'behaviour', text: `Maybe ${'so '.repeat(70)}.`, unconfirmed: true}]},
      ['notes[0].text: a note marked unconfirmed must say in one line of 200 characters at most what is uncertain and what to do about it'],
    ],
  ])('names the page and the field of %s', (_rule, change, expected) => {
    expect(problems(change)).toEqual(expected.map((message) => `${at} ${message}`));
  });

  it('names a name that is not lower-case letters and digits', () => {
    expect(texts(checkVariables([{...echo(), name: 'Echo'}], [], context))).toEqual(['src/data/variables/Echo.ts /chatbot/variables/Echo name: must be lower-case letters and digits only']);
  });
});

describe('variables across entries, and those without a page', () => {
  it('names two entries with the same name', () => {
    expect(texts(checkVariables([echo(), echo()], [], context))).toEqual([`${at} name: is used by two entries`]);
  });

  it('checks a variable without a page, and one listed both with and without a page', () => {
    expect(texts(checkVariables([], [{...listed(), syntax: [{form: '$(provider)', meaning: 'The platform.'}], unconfirmed: ' '}], context))).toEqual([
      'src/data/variables/provider.ts /chatbot/variables#provider syntax[0].form: must start with "${" (this site writes variables as ${name})',
      'src/data/variables/provider.ts /chatbot/variables#provider syntax[0].form: must end with "}"',
      'src/data/variables/provider.ts /chatbot/variables#provider unconfirmed: say what is not confirmed, or leave the key out',
    ]);
    expect(texts(checkVariables([echo()], [{...listed(), name: 'echo'}], context))).toEqual(['src/data/variables/echo.ts /chatbot/variables#echo name: has a page already; list it once']);
    expect(texts(checkVariables([], [{...listed(), platforms: ['twitch'], literalOn: ['twitch'], unconfirmed: `Kick ${'maybe '.repeat(40)}`}], context))).toEqual([
      'src/data/variables/provider.ts /chatbot/variables#provider unconfirmed: must say in one line of 200 characters at most what is uncertain and what to do about it',
      'src/data/variables/provider.ts /chatbot/variables#provider literalOn[0]: "twitch" is a platform the variable works on (or may work on); list only platforms outside "platforms"',
    ]);
  });
});
