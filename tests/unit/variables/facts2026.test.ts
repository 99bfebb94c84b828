import {describe, expect, it} from 'vitest';
import {getVariable, toMainSpelling, variableSpellings, variables, variablesWithoutPage} from '@site/src/data/variables';

const notesOf = (name: string) => getVariable(name).notes.map((n) => `${n.kind}: ${n.text}${n.output ? ` ${n.output}` : ''}`).join('\n');

describe('variables: 2026 facts', () => {
  it('$() is the main spelling and ${} works too; forms convert, nested ones included', () => {
    expect(variableSpellings.main).toBe('$(name)');
    expect(variableSpellings.alsoWorks).toBe('${name}');
    expect(toMainSpelling('${game ${1}}')).toBe('$(game $(1))');
    expect(toMainSpelling('${weather "Porto, Portugal"}')).toBe('$(weather "Porto, Portugal")');
    expect(toMainSpelling('${1:}')).toBe('$(1:)');
  });

  it('documents $(if), $(provider), $(pubg) and $(redeem) once each, with a page or in the list without one', () => {
    const paged = new Set(variables.map((v) => v.name));
    const listed = new Set(variablesWithoutPage.map((v) => v.name));
    for (const name of ['if', 'provider', 'pubg', 'redeem']) expect(Number(paged.has(name)) + Number(listed.has(name)), name).toBe(1);
    expect(variablesWithoutPage.filter((v) => paged.has(v.name))).toEqual([]);
    for (const v of [...variablesWithoutPage, ...variables.filter((doc) => ['if', 'pubg', 'redeem'].includes(doc.name))])
      for (const form of v.syntax) expect(form.form.startsWith(`\${${v.name}`), form.form).toBe(true);
  });

  it('$(if): only 1, t or true count; a false condition without else suppresses the reply', () => {
    const doc = getVariable('if');
    const ifNotes = [...doc.parameters.map((p) => p.meaning), ...doc.notes.map((n) => n.text)].join(' ');
    expect(ifNotes).toMatch(/Only `1`, `t` and `true`/);
    expect(ifNotes).toMatch(/suppresses the whole reply/);
    expect(ifNotes).toMatch(/pipe/);
    expect(variablesWithoutPage.find((v) => v.name === 'provider')!.syntax[0]!.meaning).toBe('One of `twitch`, `youtube` or `kick`.');
  });

  it('user, game and redeem do not work on YouTube, and say so', () => {
    for (const doc of [getVariable('user'), getVariable('game'), getVariable('redeem')]) {
      expect(doc.platforms, doc.name).not.toContain('youtube');
      expect(doc.platforms?.length, doc.name).toBeGreaterThan(0);
    }
    expect(getVariable('user').platformNotes).toContain('Does not work on YouTube.');
  });

  it('pins the small behaviours', () => {
    expect(notesOf('random')).toMatch(/behaviour: Both bounds are inclusive/);
    expect(notesOf('channel')).toMatch(/not live/);
    expect(notesOf('channel')).toMatch(/no game/);
    expect(notesOf('uptime')).toMatch(/behaviour: .*not live/);
    expect(notesOf('getcount')).toMatch(/does not exist reads as 0/);
    // customapi's status rule, time without a zone and weather's refresh: updates-2026c supersedes
    // the 2026 wording; tests/unit/variables/facts2026c.test.ts holds them.
  });
});
