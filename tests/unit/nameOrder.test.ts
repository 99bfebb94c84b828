import {describe, expect, it} from 'vitest';
import {commands} from '@site/src/data/commands';
import {byName} from '@site/src/data/nameOrder';
import {variables} from '@site/src/data/variables';

const names = (list: readonly {name: string}[]) => list.map((entry) => entry.name);
const byLocale = (list: readonly string[]) => [...list].sort((a, b) => a.localeCompare(b, 'en'));

describe('name order', () => {
  it('orders the data as localeCompare does, without building a collator', () => {
    expect(names(commands)).toEqual(byLocale(names(commands)));
    expect(names(variables)).toEqual(byLocale(names(variables)));
  });

  // Names are lower-case letters and digits: the command and variable schemas refuse any other character.
  it('holds for the characters names use', () => {
    expect(['b', 'a.b', 'ab', '10', '9', 'a'].map((name) => ({name})).sort(byName).map((e) => e.name)).toEqual(byLocale(['b', 'a.b', 'ab', '10', '9', 'a']));
  });
});
