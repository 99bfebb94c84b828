import {describe, expect, it} from 'vitest';
import {commands} from '@site/src/data/commands';
import {defaultSort, filterRows, matchesQuery, nextSort, sortRows} from '@site/src/components/CommandReferenceTable/filter';
import {moderatorPointsCommands, pointsCommands, superModeratorCommands} from './expected';

const names = (rows: readonly {name: string}[]) => rows.map((row) => row.name);


describe('matchesQuery', () => {
  const row = {name: 'songrequest', aliases: ['!sr'], userLevel: 'everyone' as const, summary: 'Adds a song to the queue.'};

  it('matches the name, an alias or the summary, ignoring case and a leading "!"', () => {
    expect(matchesQuery(row, 'SONGREQ')).toBe(true);
    expect(matchesQuery(row, '!sr')).toBe(true);
    expect(matchesQuery(row, 'queue')).toBe(true);
    expect(matchesQuery(row, '  ')).toBe(true);
    expect(matchesQuery(row, 'ban')).toBe(false);
  });
});

describe('filterRows', () => {
  it('narrows "points" to the points-related commands', () => {
    expect(names(filterRows(commands, 'points', 'all'))).toEqual(pointsCommands);
  });

  it('finds a command by its alias', () => {
    expect(names(filterRows(commands, '!nextsong', 'all'))).toEqual(['next']);
  });

  it('filters by user level, alone and together with text', () => {
    expect(names(filterRows(commands, '', 'supermoderator'))).toEqual(superModeratorCommands);
    expect(names(filterRows(commands, 'points', 'moderator'))).toEqual(moderatorPointsCommands);
    expect(filterRows(commands, '', 'broadcaster')).toEqual([]);
  });
});

describe('sorting', () => {
  it('sorts by name in both directions', () => {
    expect(names(sortRows(commands, defaultSort)).slice(0, 3)).toEqual(['8ball', 'accept', 'accountage']);
    expect(names(sortRows(commands, {key: 'name', direction: 'descending'})).slice(0, 2)).toEqual(['wrongsong', 'when']);
  });

  it('sorts by user level, keeping name order within a level', () => {
    const up = sortRows(commands, {key: 'userLevel', direction: 'ascending'});
    expect(up[0]?.name).toBe('8ball');
    expect(up.at(-1)?.userLevel).toBe('supermoderator');
    const down = sortRows(commands, {key: 'userLevel', direction: 'descending'});
    expect(names(down).slice(0, superModeratorCommands.length)).toEqual(superModeratorCommands);
    expect(down.at(-1)?.userLevel).toBe('everyone');
  });

  it('flips the direction on the same column and starts ascending on a new one', () => {
    expect(nextSort(defaultSort, 'name')).toEqual({key: 'name', direction: 'descending'});
    expect(nextSort({key: 'name', direction: 'descending'}, 'userLevel')).toEqual({key: 'userLevel', direction: 'ascending'});
  });
});
