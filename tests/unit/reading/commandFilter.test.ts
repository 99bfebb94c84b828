import {describe, expect, it} from 'vitest';
import {commands} from '@site/src/data/commands';
import {filterRows} from '@site/src/components/CommandReferenceTable/filter';
import {createTokenMatcher} from '@site/src/components/CommandReferenceTable/tokenMatch';

const matches = createTokenMatcher(commands);
const names = (query: string) => filterRows(commands, query, 'all', matches).map((row) => row.name);
const plain = (query: string) => filterRows(commands, query, 'all').map((row) => row.name);

describe('the default-commands filter, reading a query as search does (tokenMatch.ts)', () => {
  it('finds a glued name from its words, and through a synonym phrase', () => {
    expect(plain('give points')).toEqual([]);
    expect(names('give points')).toEqual(['givepoints']);
    expect(names('send points')).toContain('givepoints');
  });

  it('completes the word being typed, forgives a typo in a word that matches nothing, and drops filler words', () => {
    expect(names('songreq')).toContain('songrequest');
    expect(names('poins')).toEqual(expect.arrayContaining(['points', 'givepoints', 'addpoints']));
    expect(names('how do I give points')).toEqual(['givepoints']);
  });

  it('keeps everything the plain filter finds, and finds nothing for nonsense', () => {
    for (const query of ['8b', 'ball', '!sr', 'queue', 'points']) expect(names(query)).toEqual(expect.arrayContaining(plain(query)));
    expect(names('qqqzzz')).toEqual([]);
    expect(names('   ')).toHaveLength(commands.length);
  });
});
