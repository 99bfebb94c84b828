import {describe, expect, it} from 'vitest';
import {emptyListMessage, type Narrowing} from '@site/src/components/FilterBox/emptyReason';
import {platformNarrowing, worksOn} from '@site/src/components/PlatformList/filter';
import {commands} from '@site/src/data/commands';
import {matchesQuery} from '@site/src/components/CommandReferenceTable/filter';
import {platformIds, platformLabels} from '@site/src/data/platforms';

type Command = (typeof commands)[number];
const nouns = {one: 'default command', many: 'default commands'};
const text = (query: string): Narrowing<Command> => ({name: 'text', sought: true, active: query !== '', phrase: `matches “${query}”`, undo: 'clear the filter box', matches: (row) => matchesQuery(row, query)});
const level = (id: string | null): Narrowing<Command> => ({name: 'user level', active: id !== null, phrase: `has the user level ${id}`, undo: 'choose “All user levels”', matches: (row) => id === null || row.userLevel === id});
const nameOf = (row: Command) => `!${row.name}`;

describe('what an empty filtered list says', () => {
  it('names the platform filter when the words match commands on other platforms (the issue’s “song” on a platform none of them works on)', () => {
    const songs = commands.filter((row) => matchesQuery(row, 'song'));
    const platform = platformIds.find((id) => !songs.some((row) => worksOn(row, id)));
    expect(platform, 'a platform where no “song” command works').toBeDefined();
    const message = emptyListMessage(commands, [text('song'), level(null), platformNarrowing(platform!)], nouns, nameOf);
    expect(message).toMatch(new RegExp(`^No default command matches “song” and works on ${platformLabels[platform!]}\\. The platform filter emptied the list: without it, ${songs.length} default commands? match`));
    expect(message).toContain(`!${songs[0]!.name}`);
    expect(message).toMatch(/Choose “All platforms” to see (it|them)\.$/);
    expect(message).not.toContain('text filter');
  });

  it('names every filter whose removal alone brings rows back, and only those', () => {
    const row = commands[0]!;
    const otherLevel = commands.find((other) => other.userLevel !== row.userLevel)!.userLevel;
    const message = emptyListMessage(commands, [text(row.name), level(otherLevel)], nouns, nameOf);
    expect(message).toContain('The user level filter emptied the list');
    expect(message).toContain('Choose “All user levels”');
  });

  it('says when words alone match nothing, and how many a cleared box shows', () => {
    expect(emptyListMessage(commands, [text('zzqxv'), level(null), platformNarrowing('all')], nouns, nameOf)).toBe(
      `No default command matches “zzqxv”. Clear the filter box to see all ${commands.length} default commands.`,
    );
  });

  it('names the words only when loosening no other filter brings rows back', () => {
    const onKick = commands.filter((row) => worksOn(row, 'kick'));
    const message = emptyListMessage(commands, [text('zzqxv'), platformNarrowing('kick')], nouns, nameOf);
    expect(message).toMatch(new RegExp(`^No default command matches “zzqxv” and works on ${platformLabels.kick}\\. The text filter emptied the list: without it, ${onKick.length} default commands match \\(`));
    expect(message).not.toContain('platform filter');
  });

  it('says when the filters only empty the list together', () => {
    const rows = [{a: true, b: false}, {a: false, b: true}];
    const a: Narrowing<(typeof rows)[number]> = {name: 'first', active: true, phrase: 'is a', undo: 'drop a', matches: (row) => row.a && !row.b};
    const b: Narrowing<(typeof rows)[number]> = {name: 'second', active: true, phrase: 'is b', undo: 'drop b', matches: (row) => row.b && !row.a};
    const c: Narrowing<(typeof rows)[number]> = {name: 'third', active: true, phrase: 'is c', undo: 'drop c', matches: () => false};
    expect(emptyListMessage(rows, [a, b, c], {one: 'row', many: 'rows'}, () => 'x')).toBe('No row is a, is b and is c. Together the filters leave nothing: drop a, drop b and drop c to start again.');
  });

  it('names at most three rows and counts the rest', () => {
    const rows = ['a', 'b', 'c', 'd', 'e'];
    const narrowings: Narrowing<string>[] = [
      {name: 'text', sought: true, active: true, phrase: 'matches “x”', undo: 'clear the filter box', matches: () => true},
      {name: 'platform', active: true, phrase: 'works on Kick', undo: 'choose “All platforms”', matches: () => false},
    ];
    const message = emptyListMessage(rows, narrowings, {one: 'row', many: 'rows'}, (row) => row);
    expect(message).toBe('No row matches “x” and works on Kick. The platform filter emptied the list: without it, 5 rows match (a, b, c and 2 more). Choose “All platforms” to see them.');
  });
});
