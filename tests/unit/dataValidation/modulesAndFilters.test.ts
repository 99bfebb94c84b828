import {describe, expect, it} from 'vitest';
import {checkFilters} from '@site/src/data/filters/validate';
import type {SpamFilter} from '@site/src/data/filters/types';
import {checkModules} from '@site/src/data/modules/validate';
import type {ChatModule, ModuleWithoutPage} from '@site/src/data/modules/types';
import {placeholdersIn, type Setting} from '@site/src/data/settings';
import {context, texts} from './context';

const setting = (change: Partial<Setting> = {}): Setting => ({name: 'Maximum amount', type: 'points', default: '1000', meaning: 'The largest stake.', ...change});

const duel = (): ChatModule => ({
  slug: 'duel',
  name: 'Duel',
  adds: 'Lets two chatters duel for points.',
  commands: [{command: 'wave', usage: '!wave <username>', level: 'everyone', does: 'Challenges someone.'}],
  needs: ['Loyalty points'],
  settings: [setting()],
  templates: [{name: 'Win message', sentWhen: 'A duel ends.', placeholders: ['{winner}'], default: '{winner} won!'}],
  placeholders: [{token: '{winner}', meaning: 'Who won.'}],
  limits: [],
});
const atModule = 'src/data/modules/duel.ts /chatbot/modules/duel';
const moduleProblems = (change: Record<string, unknown>) => texts(checkModules([{...duel(), ...change} as ChatModule], [], context));

describe('module entries (src/data/modules/schema.ts) and their settings (src/data/validation/settings.ts)', () => {
  it('accepts a valid entry', () => {
    expect(moduleProblems({})).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a slug with capitals', {slug: 'Duel'}, []],
    ['an empty line of what it adds', {adds: ''}, ['adds: must say in one line what the module adds']],
    ['a setting without its default key', {settings: [{name: 'Cooldown', type: 'seconds', meaning: 'Time between duels.'}]}, ['settings[0].default: is missing (use null when no default is published)']],
    ['an empty default', {settings: [setting({default: ' '})]}, ['settings[0].default: must be a non-empty text, or null when no default is published']],
    ['an unknown setting type', {settings: [setting({type: 'hours' as never})]}, ['settings[0].type: must be one of switch, number, points, seconds, minutes, duration, percent, text, template, list, choice, user-groups, argument; got "hours"']],
    ['an empty unconfirmed note', {settings: [setting({unconfirmed: ''})]}, ['settings[0].unconfirmed: say what is not confirmed, or leave the key out']],
    ['a placeholder that is not {word}', {placeholders: [{token: 'winner', meaning: 'Who won.'}]}, ['placeholders[0].token: must look like {word}', 'templates[0].placeholders: {winner} is not in the page\'s placeholder list (placeholders); document it there']],
    ['a template placeholder the page does not document', {templates: [{name: 'Win message', sentWhen: 'A duel ends.', placeholders: ['{champion}']}]}, ['templates[0].placeholders: {champion} is not in the page\'s placeholder list (placeholders); document it there']],
    ['a default that uses a placeholder the template does not declare', {templates: [{name: 'Win message', sentWhen: 'A duel ends.', placeholders: ['{winner}'], default: '{winner} beat {loser}'}], placeholders: [{token: '{winner}', meaning: 'Who won.'}, {token: '{loser}', meaning: 'Who lost.'}]}, ['templates[0].default: uses {loser}; add it to this template\'s placeholders']],
    ['a command usage for another command', {commands: [{command: 'wave', usage: '!duel x', level: 'everyone', does: 'Fights.'}]}, ['commands[0].usage: must start with "!wave"']],
    ['a command with an unknown user level', {commands: [{command: 'wave', usage: '!wave', level: 'king', does: 'Fights.'}]}, ['commands[0].level: must be one of everyone, subscriber, regular, vip, moderator, supermoderator, broadcaster; got "king"']],
    ['a command whose page is not a route', {commands: [{command: 'fight', usage: '!fight', level: 'everyone', does: 'Fights.'}]}, ['commands[0].command: /chatbot/commands/default/fight is not a route the site serves (spec/routes.txt or a page in docs/)']],
    ['a topic link that is not a route', {topicRoute: '/websockets/topics/nope'}, ['topicRoute: /websockets/topics/nope is not a route the site serves (spec/routes.txt or a page in docs/)']],
  ])('names the page and the field of %s', (_rule, change, expected) => {
    if (change.slug) expect(moduleProblems(change)).toEqual(['src/data/modules/Duel.ts /chatbot/modules/Duel slug: must be lower-case letters, digits and dashes']);
    else expect(moduleProblems(change)).toEqual(expected.map((message) => `${atModule} ${message}`));
  });

  it('names two modules with one slug, and a module without a page that names no command page', () => {
    expect(texts(checkModules([duel(), duel()], [], context))).toEqual([`${atModule} slug: is used by two modules`]);
    const listed: ModuleWithoutPage = {name: 'Contests', adds: 'Lets chat bet on an outcome.', settings: ['Minimum bet'], notes: [], command: 'contest'};
    expect(texts(checkModules([], [listed], context))).toEqual([
      'src/data/modules/Contests.ts /chatbot/modules#Contests command: /chatbot/commands/default/contest is not a route the site serves (spec/routes.txt or a page in docs/)',
    ]);
  });

  it('finds {tokens} in a template once each and skips ${variables}', () => {
    expect(placeholdersIn('/me {user} won {bet} ${pointsname}, {user} now has {points} ${pointsname}')).toEqual(['{user}', '{bet}', '{points}']);
  });
});

const links = (): SpamFilter => ({
  slug: 'links',
  name: 'Links',
  catches: 'Messages with links.',
  limitsYouSet: ['Which links are allowed.'],
  settings: [setting({name: 'Allowlist', type: 'list', default: null}), setting({name: 'Timeout duration', type: 'seconds', default: '600'})],
  exemptions: ['A chatter given !permit may post one link.'],
  penalties: ['The message is deleted.'],
  permit: true,
});
const atFilter = 'src/data/filters/links.ts /chatbot/filters/links';
const filterProblems = (change: Record<string, unknown>) => texts(checkFilters([{...links(), ...change} as SpamFilter], context));

describe('spam filter entries (src/data/filters/schema.ts)', () => {
  it('accepts a valid entry', () => {
    expect(filterProblems({})).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['no limits', {limitsYouSet: []}, ['limitsYouSet: name at least one limit']],
    ['no settings', {settings: []}, ['settings: list every setting']],
    ['no penalties', {penalties: []}, ['penalties: say what happens to a message that breaks the filter']],
    ['a setting listed twice', {settings: [setting({name: 'Allowlist', type: 'list'}), setting({name: 'Allowlist', type: 'list'})]}, ['settings[1].name: "Allowlist" is listed twice']],
    ['a length of time that is not in seconds', {settings: [setting({name: 'Timeout duration', type: 'minutes'})]}, ['settings[0].type: a length of time here must be "seconds", not "minutes"']],
    ['the unit-less duration type', {settings: [setting({name: 'Window', type: 'duration'})]}, ['settings[0].type: a length of time here must be "seconds", not "duration"']],
    ['permit without an explanation of !permit', {exemptions: []}, ['exemptions: permit is true, so explain !permit here']],
    ['a group setting listed twice', {groupSettings: [setting({name: 'Ban reason', type: 'text'}), setting({name: 'Ban reason', type: 'text'})]}, ['groupSettings[1].name: "Ban reason" is listed twice']],
    ['a group timeout that is not in seconds', {groupSettings: [setting({name: 'Timeout length', type: 'minutes'})]}, ['groupSettings[0].type: a length of time here must be "seconds", not "minutes"']],
    ['a matching rule that is not a sentence', {matching: [{entries: 'Plain text', rule: 'whole words only'}]}, ['matching[0].rule: must end like a sentence (a full stop)']],
    [
      'a long not-confirmed note',
      {unconfirmed: `${'The pages disagree. '.repeat(11)}Check.`},
      ['unconfirmed: must say in one line of 200 characters at most what is uncertain and what to do about it'],
    ],
    [
      'a not-confirmed note on two lines',
      {settings: [setting({unconfirmed: 'One page says 30.\nThe other says 60.'})]},
      ['settings[0].unconfirmed: must say in one line of 200 characters at most what is uncertain and what to do about it'],
    ],
  ])('names the page and the field of %s', (_rule, change, expected) => {
    expect(filterProblems(change)).toEqual(expected.map((message) => `${atFilter} ${message}`));
  });

  it('names two filters with one slug', () => {
    expect(texts(checkFilters([links(), links()], context))).toEqual([`${atFilter} slug: is used by two filters`]);
  });
});
