import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadBuiltRecords} from '@site/scripts/search/builtIndex';
import {twinPath} from '../../../src/shared/twinPaths';
import {cheatSheetVariables} from '@site/src/components/VariablesCheatSheet/rows';
import {variables, variablesWithoutPage} from '@site/src/data/variables';
import {cheatSheetAdditions, syntaxRules} from '@site/src/data/variables/cheatSheet';
import {site} from '@site/src/site';
import {buildDir} from '../../support/routes';

const route = '/chatbot/variables/cheat-sheet';
/** How text sits in a Markdown table cell: pipes escaped. */
const inCell = (text: string) => text.replace(/\|/g, '\\|');

describe('variables cheat sheet: its rows', () => {
  it('has every variable of the data, with and without a page, once each and in name order', () => {
    const names = cheatSheetVariables.map((row) => row.name);
    expect(names.slice().sort()).toEqual([...variables, ...variablesWithoutPage].map((doc) => doc.name).sort());
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(names.slice().sort());
  });

  it('keeps every form, field, alias and fixed answer of each entry', () => {
    for (const doc of [...variables, ...variablesWithoutPage]) {
      const row = cheatSheetVariables.find((r) => r.name === doc.name);
      expect(row?.forms.map((form) => form.form)).toEqual(doc.syntax.map((form) => form.form));
      expect(row?.aliases).toEqual(doc.aliases ?? []);
      expect(row?.fields.map((field) => field.name)).toEqual('fields' in doc ? doc.fields.map((field) => field.name) : []);
      expect(row?.fixedAnswers.map((note) => note.output)).toEqual(doc.notes.flatMap((note) => (note.output ? [note.output] : [])));
    }
  });

  it('says beside subs and subpoints that they answer for your own channel only (updates-2026c channel_fields)', () => {
    const channel = cheatSheetVariables.find((row) => row.name === 'channel');
    for (const name of ['channel.subs', 'channel.subpoints']) expect(channel?.fields.find((field) => field.name === name)?.meaning, name).toMatch(/own channel only/);
  });

  it('puts every addition beside a form or field its variable still has (a renamed one fails here)', () => {
    for (const addition of cheatSheetAdditions) {
      const row = cheatSheetVariables.find((r) => r.name === addition.variable);
      const targets = [...(row?.forms ?? []), ...(row?.fields ?? [])].filter((target) => target.more.includes(addition.text));
      expect(targets.length, `${addition.variable} ${addition.target}`).toBe(1);
    }
  });
});

describe('variables cheat sheet: the built page (needs a build)', () => {
  const twin = readFileSync(path.join(buildDir, twinPath(route)), 'utf8');

  it('lists every variable, linked to its page or to the list of variables without one', () => {
    for (const row of cheatSheetVariables) expect(twin, row.name).toContain(`| [${row.name}](${site.url}${row.to})`);
  });

  it('shows every form with what it gives, every alias, field and fixed answer', () => {
    for (const row of cheatSheetVariables) {
      for (const form of row.forms) expect(twin, form.form).toContain(`\`${inCell(form.form)}\``);
      for (const alias of row.aliases) expect(twin, alias).toContain(`\`${inCell(alias)}\``);
      for (const field of row.fields) expect(twin, field.name).toContain(`| \`${field.name}\``);
      for (const note of row.fixedAnswers) expect(twin, note.output).toContain(inCell(note.output ?? ''));
    }
  });

  it('states every syntax rule with its example, and every addition', () => {
    for (const rule of syntaxRules) expect(twin).toContain(`\`${inCell(rule.example)}\``);
    for (const addition of cheatSheetAdditions) expect(twin).toContain(inCell(addition.text));
  });

  it("keeps its tables out of search, so a variable's own page answers a search for it", () => {
    const own = loadBuiltRecords().filter((record) => new URL(record.url).pathname === route);
    expect(own.length).toBeGreaterThan(0);
    // What only the tables say: each form's meaning and each field's.
    const tableTexts = cheatSheetVariables.flatMap((row) => [...row.forms, ...row.fields].map((entry) => entry.meaning.replace(/`/g, '')));
    expect(own.filter((record) => tableTexts.some((meaning) => record.content?.includes(meaning)))).toEqual([]);
  });
});
