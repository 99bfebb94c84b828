import {describe, expect, it} from 'vitest';
import {checkCommands} from '@site/src/data/commands/validate';
import type {Command} from '@site/src/data/commands/types';
import {context, texts} from './context';

/** A small, valid command to break one field at a time. */
const wave = (): Command => ({
  name: 'wave',
  summary: 'Waves at chat.',
  userLevel: 'everyone',
  aliases: ['!hi'],
  syntax: ['!wave [username]'],
  arguments: [{name: '[username]', required: false, description: 'Who to wave at.'}],
  platforms: ['twitch'],
  examples: [{title: 'Waving', lines: [{role: 'viewer', name: 'LunaByte', text: '!wave'}]}],
  edgeCases: [],
  relatedCommands: [],
});
const greet = (): Command => ({...wave(), name: 'greet', aliases: [], syntax: ['!greet'], arguments: [], examples: [{title: 'Hello', lines: [{role: 'viewer', text: '!greet'}]}]});

const at = 'src/data/commands/wave.ts /chatbot/commands/default/wave';
/** The problems of `wave` with `change` applied, checked beside a valid `greet`. */
const problems = (change: Record<string, unknown>) => texts(checkCommands([{...wave(), ...change} as Command, greet()], context));

describe('command entries (src/data/commands/schema.ts)', () => {
  it('accepts a valid entry, and empty lists where a field is optional', () => {
    expect(problems({})).toEqual([]);
    expect(problems({needs: [], limits: [], notes: [], subcommands: [], seeAlso: [], unconfirmedAliases: []})).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a field left out', {summary: undefined}, ['summary: is missing']],
    ['a list left out', {aliases: undefined}, ['aliases: is missing (use [] for none)']],
    ['a misspelt field', {alias: []}, ['alias: is not a known field (check its spelling)']],
    ['a summary that is not one sentence', {summary: 'Waves at chat'}, ['summary: must be one sentence on one line']],
    ['an unknown user level', {userLevel: 'admin'}, ['userLevel: must be one of everyone, subscriber, regular, vip, moderator, supermoderator, broadcaster; got "admin"']],
    ['a malformed alias', {aliases: ['!hi--there']}, ['aliases[0]: must be "!" followed by lowercase letters and digits (single hyphens or dots between, an optional "()" at the end)']],
    ['an alias that repeats the name', {aliases: ['!wave']}, ['aliases[0]: repeats the command name; list other triggers only', 'aliases[0]: !wave already belongs to !wave; a trigger runs one command']],
    ['an unconfirmed alias that is not an alias', {unconfirmedAliases: ['!yo']}, ['unconfirmedAliases[0]: "!yo" is not one of the aliases; list it in aliases too']],
    ['no syntax form', {syntax: []}, ['syntax: needs at least one form', 'arguments[0].name: "[username]" appears in no syntax form; write it into the form where it is typed']],
    ['a syntax form for another trigger', {syntax: ['!waves [username]']}, ['syntax[0]: must start with "!wave" or an alias; got "!waves [username]"']],
    ['an argument in no form', {arguments: [{name: '<target>', required: true, description: 'Who.'}]}, ['arguments[0].name: "<target>" appears in no syntax form; write it into the form where it is typed']],
    ['a subcommand form for another word', {subcommands: [{name: 'back', syntax: ['!wave again'], description: 'Waves back.'}]}, ['subcommands[0].syntax[0]: must start with "!wave back"; got "!wave again"']],
    ['a cooldown in words', {cooldown: '10 s'}, ['cooldown: must be an object with perUserSeconds, globalSeconds and/or note']],
    ['an empty cooldown', {cooldown: {}}, ['cooldown: needs perUserSeconds, globalSeconds or a note']],
    ['seconds that are not whole and positive', {cooldown: {perUserSeconds: 0, globalSeconds: 2.5}}, ['cooldown.perUserSeconds: must be a whole number of seconds above 0', 'cooldown.globalSeconds: must be a whole number of seconds above 0']],
    ['offByDefault set to false', {offByDefault: false}, ['offByDefault: must be true or left out']],
    ['a requirement link off the site', {needs: [{label: 'Elsewhere', to: 'https://example.com'}]}, ['needs[0].to: must be a site route like /chatbot/modules/duel']],
    ['a limit that is not a sentence', {limits: ['at most 300 seconds']}, ['limits[0]: must end like a sentence (a full stop)']],
    ['a note marked unconfirmed: false', {notes: [{text: 'Off by default.', unconfirmed: false}]}, ['notes[0].unconfirmed: must be true or left out']],
    ['no platforms', {platforms: []}, ['platforms: must list platforms, or be null where the facts do not say']],
    ['an unknown platform', {platforms: ['myspace']}, ['platforms[0]: must be one of twitch, youtube, kick; got "myspace"']],
    ['a chat line with an unknown role', {examples: [{title: 'x', lines: [{role: 'narrator', text: '!wave'}]}]}, ['examples[0].lines[0].role: must be one of viewer, moderator, broadcaster, bot; got "narrator"']],
    ['no example where someone types the command', {examples: []}, ['examples: needs a chat example in which someone types !wave (or an alias)']],
    ['an edge case without an outcome', {edgeCases: [{situation: 'Nobody is in chat.'}]}, ['edgeCases[0].outcome: is missing']],
    [
      'a long not-confirmed note',
      {notes: [{text: `${'One page says one thing and another page says another. '.repeat(4)}Check.`, unconfirmed: true}]},
      ['notes[0].text: a not-confirmed note must say in one line of 200 characters at most what is uncertain and what to do about it'],
    ],
  ])('names the page and the field of %s', (_rule, change, expected) => {
    expect(problems(change)).toEqual(expected.map((message) => `${at} ${message}`));
  });

  it('names a name written with "!" or capitals', () => {
    expect(texts(checkCommands([{...wave(), name: 'Wave'}], context))[0]).toBe('src/data/commands/Wave.ts /chatbot/commands/default/Wave name: must be lowercase letters and digits, without "!"');
  });
});

describe('commands across entries and against the site (src/data/commands/validate.ts)', () => {
  it('names a trigger that belongs to another command', () => {
    expect(texts(checkCommands([wave(), {...greet(), aliases: ['!hi']}], context))).toEqual([
      'src/data/commands/greet.ts /chatbot/commands/default/greet aliases[0]: !hi already belongs to !wave; a trigger runs one command',
    ]);
  });

  it('names a related command that does not exist, and the command itself', () => {
    expect(problems({relatedCommands: ['nosuch', 'wave']})).toEqual([
      `${at} relatedCommands[0]: "nosuch" is not a default command (a file in src/data/commands/entries, named without "!")`,
      `${at} relatedCommands[1]: names the command itself; list other default commands`,
    ]);
  });

  it('names a requirement or see-also link to a route the site does not serve', () => {
    expect(problems({needs: [{label: 'Raffles', to: '/chatbot/modules/raffle'}], seeAlso: [{label: 'Duel', to: '/chatbot/modules/duel#settings'}]})).toEqual([
      `${at} needs[0].to: /chatbot/modules/raffle is not a route the site serves (spec/routes.txt or a page in docs/)`,
    ]);
  });
});
